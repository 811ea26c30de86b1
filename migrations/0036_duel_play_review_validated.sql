-- 0035's wider check of a duel side's review, validated without blocking writes.
ALTER TABLE duel_sides VALIDATE CONSTRAINT duel_sides_review_check;
