-- Contract 3.1, for clients on phones (issue 30): retries that do nothing twice, reads that
-- cost nothing twice.

-- The first answer to each Idempotency-Key a caller sent with a write (sign-up, token
-- rotation, a recorded game, a daily game's start, a daily result), so that a retry with
-- the same key and request replays it instead of writing again.  The row is claimed and
-- answered in the transaction that makes the write's effect (service/api/idempotency.py):
-- a crash between the two leaves neither, and a retry while the first runs waits on the
-- claimed row's lock.  `caller_sha256`: sha256 of who sent it (the bearer token's player, or
-- the client address for sign-up: no address is kept in clear); `credential_sha256`: the
-- bearer token's sha256 the first request came with (a rotation's retry comes with the old
-- token, which no longer finds its player); `request_sha256`: what the request was (its
-- method, path and body), so the same key with another request is refused; `answer`: the
-- status, headers and body answered, sealed with the service's state keys (AES-256-GCM: a
-- sign-up's or a rotation's answer holds a bearer token), NULL only inside the claiming
-- transaction.  A key is kept until `expires_at` (IDEMPOTENCY_KEY_HOURS after its first
-- request, 24 by default) and then counts as new; `flask --app service keys purge` deletes
-- the expired ones (the scheduler's job runs it).
CREATE TABLE idempotency_keys (
    idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[!-~]{1,255}$'),
    caller_sha256 bytea NOT NULL CHECK (length(caller_sha256) = 32),
    credential_sha256 bytea CHECK (length(credential_sha256) = 32),
    request_sha256 bytea NOT NULL CHECK (length(request_sha256) = 32),
    answer bytea,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
    PRIMARY KEY (idempotency_key, caller_sha256)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

-- Each day's board of a variant and its version, counted up by every statement that
-- changes its results (a result stored, an operator's review): the ETag of its pages, its
-- spread and a player's standing on it, read by key instead of the board.  A board with
-- no row has not changed since this migration: version 0.  Kept by statement triggers on
-- daily_results, like the board's counts (whose rows a submission locks already).
CREATE TABLE daily_board_versions (
    day date NOT NULL,
    variant variant NOT NULL,
    version bigint NOT NULL CHECK (version > 0),
    PRIMARY KEY (day, variant) INCLUDE (version)
);

CREATE FUNCTION count_board_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        INSERT INTO daily_board_versions AS b (day, variant, version)
        SELECT day, variant, 1
        FROM (SELECT day, variant FROM old_results UNION SELECT day, variant FROM new_results) changed
        ORDER BY 1, 2
        ON CONFLICT (day, variant) DO UPDATE SET version = b.version + 1;
    ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO daily_board_versions AS b (day, variant, version)
        SELECT DISTINCT day, variant, 1 FROM new_results ORDER BY 1, 2
        ON CONFLICT (day, variant) DO UPDATE SET version = b.version + 1;
    ELSE
        INSERT INTO daily_board_versions AS b (day, variant, version)
        SELECT DISTINCT day, variant, 1 FROM old_results ORDER BY 1, 2
        ON CONFLICT (day, variant) DO UPDATE SET version = b.version + 1;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER daily_results_versioned_in AFTER INSERT ON daily_results
    REFERENCING NEW TABLE AS new_results FOR EACH STATEMENT EXECUTE FUNCTION count_board_versions();
CREATE TRIGGER daily_results_versioned_out AFTER DELETE ON daily_results
    REFERENCING OLD TABLE AS old_results FOR EACH STATEMENT EXECUTE FUNCTION count_board_versions();
CREATE TRIGGER daily_results_versioned_again AFTER UPDATE ON daily_results
    REFERENCING OLD TABLE AS old_results NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION count_board_versions();
