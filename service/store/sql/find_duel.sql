-- A duel's id by its id or its invite (the route takes either; the other is NULL).
SELECT id FROM duels WHERE id = %(duel)s OR invite = %(invite)s
