-- Screening for money requests: a job or course whose text seems to ask workers to pay is held under_review (only
-- its owner sees it), a message that does is delivered with a warning, and each is recorded for the moderation
-- queue in ModerationFlag.
ALTER TYPE "JobStatus" ADD VALUE 'under_review';
ALTER TYPE "CourseStatus" ADD VALUE 'under_review';

ALTER TABLE "Message" ADD COLUMN "flaggedMoneyRequest" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "ModerationTarget" AS ENUM ('job', 'course', 'message');

CREATE TABLE "ModerationFlag" (
    "id" SERIAL NOT NULL,
    "targetType" "ModerationTarget" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationFlag_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ModerationFlag_targetType_targetId_idx" ON "ModerationFlag"("targetType", "targetId");

CREATE INDEX "ModerationFlag_createdAt_idx" ON "ModerationFlag"("createdAt");
