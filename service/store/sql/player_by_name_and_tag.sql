-- The players of a name (in any case) and tag: one lookup of the index players_name_tag.
SELECT id, name FROM players WHERE lower(name) = lower(%(name)s) AND player_tag(id) = %(tag)s ORDER BY id
