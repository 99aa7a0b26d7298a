-- CreateIndex
CREATE INDEX "Job_updatedAt_idx" ON "Job"("updatedAt");
