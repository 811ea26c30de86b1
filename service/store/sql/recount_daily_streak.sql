-- A player's daily streak counted again from their cleared results.
SELECT recount_daily_streak(%(player)s)
