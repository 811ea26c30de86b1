-- Whether a player of this id is there (not erased): a retried erasure whose token died
-- with the first one finds them gone.
SELECT EXISTS (SELECT FROM players WHERE id = %(player)s AND erased_at IS NULL)
