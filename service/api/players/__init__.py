"""Players' routes: sign-up, tokens, history, records, stats, the players they follow and
their Vegas Canfield balances."""
