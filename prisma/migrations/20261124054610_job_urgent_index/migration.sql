-- CreateIndex
CREATE INDEX "Job_status_isUrgent_createdAt_id_idx" ON "Job"("status", "isUrgent", "createdAt" DESC, "id" DESC);
