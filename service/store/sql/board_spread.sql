-- How a board is spread, in the caller's buckets (width_bucket numbers them from 1 by
-- their lowest values): its cards home and its minutes of time, won or not, and whether the
-- day and variant are published at all.
SELECT 'deal', NULL::boolean, NULL::integer, NULL::numeric
FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s
UNION ALL
SELECT 'cards', won, width_bucket(cards_home, %(card_lows)s::int[]), sum(results)
FROM daily_cards_counts WHERE day = %(day)s AND variant = %(variant)s GROUP BY 2, 3
UNION ALL
SELECT 'time', won, width_bucket(minute, %(minute_lows)s::int[]), sum(results)
FROM daily_time_counts WHERE day = %(day)s AND variant = %(variant)s GROUP BY 2, 3
