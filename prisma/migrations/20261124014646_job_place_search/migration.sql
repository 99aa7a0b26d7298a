-- Free-text job search looks in the district and the state too (Mandya, a district, finds its jobs).
-- CreateIndex
CREATE INDEX "Job_district_idx" ON "Job" USING GIN ("district" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Job_state_idx" ON "Job" USING GIN ("state" gin_trgm_ops);
