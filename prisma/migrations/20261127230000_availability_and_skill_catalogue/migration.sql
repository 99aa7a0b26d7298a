-- Matching: laborers say whether they are available (from a day) and how far they travel; the skill catalogue
-- covers machinery and driving, and each skill has the other words people use for it.
-- AlterEnum
ALTER TYPE "SkillCategory" ADD VALUE 'machinery';
ALTER TYPE "SkillCategory" ADD VALUE 'driving';

-- AlterTable
ALTER TABLE "User" ADD COLUMN "available" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "availableFrom" DATE,
ADD COLUMN "travelKm" INTEGER NOT NULL DEFAULT 25;

-- AlterTable
ALTER TABLE "Skill" ADD COLUMN "synonyms" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- A travel distance a search can use.
ALTER TABLE "User" ADD CONSTRAINT "User_travelKm_check" CHECK ("travelKm" BETWEEN 1 AND 100);
