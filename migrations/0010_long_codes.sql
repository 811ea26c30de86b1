-- Codes' long form (contract v3, fair play): a code's deal part is 7 letters (deal numbers
-- below 26^7, what random games get) or 14 (any deal number below 2^64).  Daily deals are
-- drawn from the long form, so the daily deals and the history must hold it.

ALTER TABLE daily_deals
    DROP CONSTRAINT daily_deals_code_check,
    ADD CONSTRAINT daily_deals_code_check
        CHECK (code ~ '^(GO1-[EC]|CF1-D[13])-([A-Z]{7}|[A-Z]{14})$');

-- NOT VALID: every stored code passed the stricter check this one replaces, so validating
-- would only read the whole history under this migration's lock.  New rows are checked.
ALTER TABLE games
    DROP CONSTRAINT games_code_check,
    ADD CONSTRAINT games_code_check
        CHECK (code ~ '^(GO1|CF1)-[A-Z0-9]+-([A-Z]{7}|[A-Z]{14})$') NOT VALID;
