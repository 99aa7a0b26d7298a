-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "changeTxid" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PartnerKey" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "pointsPerHour" INTEGER NOT NULL DEFAULT 5000,
    "windowStartedAt" TIMESTAMP(3),
    "pointsUsed" INTEGER NOT NULL DEFAULT 0,
    "lastUsedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "PartnerKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PartnerKey_keyHash_key" ON "PartnerKey"("keyHash");

-- CreateIndex
CREATE INDEX "Job_changeTxid_id_idx" ON "Job"("changeTxid", "id");

-- The partner change feed's position. Every insert or change of a job records the id of the writing
-- transaction (pg_current_xact_id). A change that only moves viewsCount is not a change of the job: it
-- keeps both changeTxid and updatedAt. Adding or removing a required skill changes the job too.
CREATE FUNCTION "job_change_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW."changeTxid" = OLD."changeTxid"
     AND (to_jsonb(NEW) - 'viewsCount' - 'updatedAt') = (to_jsonb(OLD) - 'viewsCount' - 'updatedAt') THEN
    NEW."updatedAt" := OLD."updatedAt";
    RETURN NEW;
  END IF;
  NEW."changeTxid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;

CREATE TRIGGER "Job_change_position" BEFORE INSERT OR UPDATE ON "Job"
  FOR EACH ROW EXECUTE FUNCTION "job_change_position"();

CREATE FUNCTION "job_skill_change_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Job" SET "changeTxid" = pg_current_xact_id()::text::bigint, "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."jobId" ELSE NEW."jobId" END)
      AND "changeTxid" <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;

CREATE TRIGGER "JobSkill_change_position" AFTER INSERT OR DELETE ON "JobSkill"
  FOR EACH ROW EXECUTE FUNCTION "job_skill_change_position"();

-- Jobs that exist already take this migration's transaction as their position.
UPDATE "Job" SET "changeTxid" = pg_current_xact_id()::text::bigint;
