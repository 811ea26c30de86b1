-- The export's Vegas balances, a draw a row, and the deals dealt and not settled yet.
SELECT (to_jsonb(b) - 'player_id' || jsonb_build_object('open_deals', (
           SELECT coalesce(jsonb_agg(to_jsonb(d) - 'player_id' ORDER BY d.dealt_at), '[]')
           FROM vegas_deals d WHERE d.player_id = b.player_id AND d.draw = b.draw)))::text
FROM vegas_balances b WHERE b.player_id = %(player)s ORDER BY b.draw DESC
