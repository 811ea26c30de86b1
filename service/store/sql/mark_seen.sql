-- A device seen: written at most once an hour a device (authenticate.sql reads when it was
-- last), so that a request's check of its token stays a read.
UPDATE devices SET last_seen_at = %(at)s WHERE id = %(device)s AND last_seen_at < %(at)s
RETURNING id
