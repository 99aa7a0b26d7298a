-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "cityVillage" TEXT,
ADD COLUMN     "district" TEXT,
ADD COLUMN     "isOnline" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "language" TEXT,
ADD COLUMN     "startDate" DATE,
ADD COLUMN     "state" TEXT;

-- AlterTable
ALTER TABLE "Enrollment" ADD COLUMN     "completedAt" TIMESTAMP(3);

-- Enrolments completed before this column existed count as completed when they were made.
UPDATE "Enrollment" SET "completedAt" = "createdAt" WHERE "status" = 'completed' AND "completedAt" IS NULL;
