-- A duel's id by its invite (the routes take the id or the invite).
SELECT id FROM duels WHERE invite = %(invite)s
