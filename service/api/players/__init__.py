"""Players' routes: sign-up, tokens, history, records, stats and the players they follow."""
