-- A settled board whose result an operator decided on is read live again until settled anew.
DELETE FROM daily_settled_boards
WHERE day = %(day)s AND variant = %(variant)s
  AND EXISTS (SELECT FROM daily_results
              WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s)
