-- Jobs share their place's point (a village, a pincode, a district's centre), so thousands of jobs can lie at
-- one point. A near search walks the distinct points nearest first (JobPoint, through its GiST index) and reads
-- each point's open jobs newest first (Job_point_idx), stopping as soon as the page is full: its cost follows
-- the page, not how many jobs lie within the radius.
CREATE TABLE "JobPoint" (
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "JobPoint_pkey" PRIMARY KEY ("latitude", "longitude")
);

CREATE INDEX "JobPoint_near_idx" ON "JobPoint" USING GIST (ll_to_earth("latitude", "longitude"));

-- Prisma's schema cannot state a partial index; it lives here only.
CREATE INDEX "Job_point_idx" ON "Job" ("latitude", "longitude", "id" DESC) WHERE "status" = 'active';

-- Every point a job has had is a JobPoint (a point left without open jobs costs one empty index probe).
CREATE FUNCTION "job_point_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."latitude" IS NOT NULL THEN
    INSERT INTO "JobPoint" ("latitude", "longitude") VALUES (NEW."latitude", NEW."longitude") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Job_point_keep" AFTER INSERT OR UPDATE OF "latitude", "longitude" ON "Job"
  FOR EACH ROW EXECUTE FUNCTION "job_point_keep"();

INSERT INTO "JobPoint" ("latitude", "longitude")
  SELECT DISTINCT "latitude", "longitude" FROM "Job" WHERE "latitude" IS NOT NULL;
