-- A search's total counts its first JOB_COUNT_LIMIT matches in id order, and each match is checked against the
-- employer's suspension. These indexes hold the suspension's end after the id, so the count reads the index
-- alone (an index-only scan of about 1,000 entries) instead of visiting each job's row, which took most of a
-- search's database time: all active jobs, and one category's.
CREATE INDEX "Job_status_id_ownerSuspendedUntil_idx" ON "Job"("status", "id", "ownerSuspendedUntil");
CREATE INDEX "Job_status_category_id_ownerSuspendedUntil_idx" ON "Job"("status", "category", "id", "ownerSuspendedUntil");
