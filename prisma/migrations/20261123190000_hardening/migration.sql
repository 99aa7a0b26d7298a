-- DropIndex
DROP INDEX "OtpChallenge_ip_createdAt_idx";

-- DropIndex
DROP INDEX "OtpChallenge_mobileNumber_createdAt_idx";

-- Sign-in codes live five minutes: drop the old ones rather than hash their numbers.
DELETE FROM "OtpChallenge";

-- AlterTable
ALTER TABLE "OtpChallenge" DROP COLUMN "ip",
DROP COLUMN "mobileNumber",
ADD COLUMN     "numberHash" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "User" DROP COLUMN "sessionVersion";

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "deviceHint" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitHit" (
    "id" BIGSERIAL NOT NULL,
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RateLimitHit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobView" (
    "jobId" INTEGER NOT NULL,
    "viewerKey" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "JobView_pkey" PRIMARY KEY ("jobId","viewerKey","day")
);

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "RateLimitHit_bucket_key_createdAt_idx" ON "RateLimitHit"("bucket", "key", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "RateLimitHit_createdAt_idx" ON "RateLimitHit"("createdAt");

-- CreateIndex
CREATE INDEX "JobView_day_idx" ON "JobView"("day");

-- CreateIndex
CREATE INDEX "OtpChallenge_numberHash_createdAt_idx" ON "OtpChallenge"("numberHash", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobView" ADD CONSTRAINT "JobView_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
