-- Sign-up refuses an everyday Russian or Greek name that reads as another player's Latin
-- name (`Вера` once a `Bepa` plays: service/names.py), looking the reading up here.
CREATE INDEX players_lower_name ON players (lower(name));
