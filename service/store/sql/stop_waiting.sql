-- The rest of the transaction (the write the key guards) waits for locks as any other does.
SET LOCAL lock_timeout TO DEFAULT
