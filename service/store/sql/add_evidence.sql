-- A read result's evidence added to its player's, bet by bet (a daily result's or a duel
-- side's alike: the product of e-values run one after another is an e-value, 0026), in the
-- transaction that wrote the result's verdict (record_review.sql, record_duel_review.sql).
INSERT INTO player_evidence AS e (player_id, logs, results, updated_at)
VALUES (%(player)s, %(logs)s, 1, %(now)s)
ON CONFLICT (player_id) DO UPDATE SET
    logs = ARRAY(SELECT mine + added FROM unnest(e.logs, excluded.logs) WITH ORDINALITY AS bet(mine, added, n)
                 ORDER BY n),
    results = e.results + 1,
    updated_at = excluded.updated_at
