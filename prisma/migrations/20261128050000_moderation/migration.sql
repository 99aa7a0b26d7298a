-- Reports, blocks and moderation: people report jobs, people, conversations and courses (Report), block one another
-- (Block); moderators (User.isModerator) hide and restore jobs and courses (status hidden, hiddenReason), warn and
-- suspend people (User.suspendedUntil; their jobs and courses carry ownerSuspendedUntil), and every action is logged
-- in ModerationAction.
-- CreateEnum
CREATE TYPE "ReportTarget" AS ENUM ('job', 'user', 'conversation', 'course');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('asks_for_money', 'fake', 'unpaid_wages', 'abuse', 'other');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'actioned', 'dismissed');

-- CreateEnum
CREATE TYPE "ModerationActionKind" AS ENUM ('approve', 'hide', 'restore', 'warn', 'suspend', 'unsuspend', 'dismiss');

-- CreateEnum
CREATE TYPE "ModeratedTarget" AS ENUM ('job', 'course', 'user', 'conversation', 'message');

-- AlterEnum
ALTER TYPE "CourseStatus" ADD VALUE 'hidden';

-- AlterEnum
ALTER TYPE "JobStatus" ADD VALUE 'hidden';

-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT,
ADD COLUMN     "ownerSuspendedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT,
ADD COLUMN     "ownerSuspendedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isModerator" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "suspendedUntil" TIMESTAMP(3),
ADD COLUMN     "suspensionReason" TEXT,
ADD COLUMN     "warnedAt" TIMESTAMP(3),
ADD COLUMN     "warningReason" TEXT;

-- CreateTable
CREATE TABLE "Report" (
    "id" SERIAL NOT NULL,
    "reporterId" INTEGER,
    "targetType" "ReportTarget" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "outcome" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Block" (
    "blockerId" INTEGER NOT NULL,
    "blockedId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Block_pkey" PRIMARY KEY ("blockerId","blockedId")
);

-- CreateTable
CREATE TABLE "ModerationAction" (
    "id" SERIAL NOT NULL,
    "moderatorId" INTEGER,
    "targetType" "ModeratedTarget" NOT NULL,
    "targetId" INTEGER NOT NULL,
    "action" "ModerationActionKind" NOT NULL,
    "reason" TEXT NOT NULL,
    "days" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Report_reporterId_createdAt_idx" ON "Report"("reporterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Report_status_createdAt_idx" ON "Report"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Report_targetType_targetId_status_idx" ON "Report"("targetType", "targetId", "status");

-- CreateIndex
CREATE INDEX "Block_blockedId_idx" ON "Block"("blockedId");

-- CreateIndex
CREATE INDEX "ModerationAction_targetType_targetId_createdAt_idx" ON "ModerationAction"("targetType", "targetId", "createdAt");

-- CreateIndex
CREATE INDEX "ModerationAction_createdAt_idx" ON "ModerationAction"("createdAt");

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Block" ADD CONSTRAINT "Block_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Block" ADD CONSTRAINT "Block_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
