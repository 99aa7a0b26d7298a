-- Laborers share their place's point as jobs do: a worker search walks the distinct points of laborers nearest
-- first (LaborerPoint, through its GiST index) and reads each point's laborers, the oldest account first
-- (User_point_idx), until the page is full.
CREATE TABLE "LaborerPoint" (
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "LaborerPoint_pkey" PRIMARY KEY ("latitude", "longitude")
);

CREATE INDEX "LaborerPoint_near_idx" ON "LaborerPoint" USING GIST (ll_to_earth("latitude", "longitude"));

-- Prisma's schema cannot state a partial index; it lives here only.
CREATE INDEX "User_point_idx" ON "User" ("latitude", "longitude", "id") WHERE "userType" = 'laborer';

-- Every point a laborer has had is a LaborerPoint (a place's point, never a person's own).
CREATE FUNCTION "laborer_point_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."latitude" IS NOT NULL AND NEW."userType" = 'laborer' THEN
    INSERT INTO "LaborerPoint" ("latitude", "longitude") VALUES (NEW."latitude", NEW."longitude") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "User_point_keep" AFTER INSERT OR UPDATE OF "latitude", "longitude", "userType" ON "User"
  FOR EACH ROW EXECUTE FUNCTION "laborer_point_keep"();

INSERT INTO "LaborerPoint" ("latitude", "longitude")
  SELECT DISTINCT "latitude", "longitude" FROM "User" WHERE "latitude" IS NOT NULL AND "userType" = 'laborer';
