-- Real distance: every job, person and course gets coordinates from the finest place it names, and "near a
-- place" searches read them through GiST indexes on ll_to_earth (the earthdistance module, on cube).
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "latitude" DOUBLE PRECISION, ADD COLUMN "longitude" DOUBLE PRECISION;
ALTER TABLE "Job" ADD COLUMN "latitude" DOUBLE PRECISION, ADD COLUMN "longitude" DOUBLE PRECISION;
ALTER TABLE "Course" ADD COLUMN "latitude" DOUBLE PRECISION, ADD COLUMN "longitude" DOUBLE PRECISION;

-- A point is whole and on Earth, or absent.
ALTER TABLE "User" ADD CONSTRAINT "User_coordinates_check" CHECK (
  ("latitude" IS NULL) = ("longitude" IS NULL) AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);
ALTER TABLE "Job" ADD CONSTRAINT "Job_coordinates_check" CHECK (
  ("latitude" IS NULL) = ("longitude" IS NULL) AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);
ALTER TABLE "Course" ADD CONSTRAINT "Course_coordinates_check" CHECK (
  ("latitude" IS NULL) = ("longitude" IS NULL) AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);

-- Near searches: jobs (open ones in the app, closed ones too in the partners' feed), laborers and active
-- courses within a box around the centre (earth_box), then the exact distance. Prisma's schema cannot state an
-- index on an expression; these live here only.
CREATE INDEX "Job_near_idx" ON "Job" USING GIST (ll_to_earth("latitude", "longitude"));
CREATE INDEX "User_near_idx" ON "User" USING GIST (ll_to_earth("latitude", "longitude")) WHERE "userType" = 'laborer';
CREATE INDEX "Course_near_idx" ON "Course" USING GIST (ll_to_earth("latitude", "longitude")) WHERE "status" = 'active';
