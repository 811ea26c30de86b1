-- 0026's wider check of a result's review, validated without blocking writes.
ALTER TABLE daily_results VALIDATE CONSTRAINT daily_results_review_check;
