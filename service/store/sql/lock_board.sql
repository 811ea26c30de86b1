-- The deal's row, locked by a board's settling and by an operator's review, so that a
-- review is never settled over with the standings from before it.
SELECT FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s FOR NO KEY UPDATE
