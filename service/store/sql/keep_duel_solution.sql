-- The solver's verdict and line from an ended duel's deal, kept by its first read (a read
-- racing it keeps nothing: the first stays).
UPDATE duels SET verdict = %(verdict)s, solution = %(solution)s WHERE id = %(duel)s AND verdict IS NULL
RETURNING id
