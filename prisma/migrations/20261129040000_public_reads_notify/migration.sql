-- Every server process keeps a response cache of signed-out public reads (job search, a job); each listens on
-- the channel `public_reads` (graphql-server/src/http/response-cache.ts names it) and drops what it has when a job
-- is written anywhere. NOTIFY is sent when the writing transaction commits, and only then.

CREATE FUNCTION "notify_public_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_reads', '');
  RETURN NULL;
END
$$;

-- A new or deleted job, however many rows.
CREATE TRIGGER "Job_public_reads_insert_delete" AFTER INSERT OR DELETE ON "Job"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_reads"();

-- A changed job: its change position moves with any change but a view (job_change_position keeps it when only
-- viewsCount moves), so counting a view announces nothing. Its skills move it too.
CREATE TRIGGER "Job_public_reads_update" AFTER UPDATE ON "Job"
  FOR EACH ROW WHEN (OLD."changeTxid" IS DISTINCT FROM NEW."changeTxid")
  EXECUTE FUNCTION "notify_public_reads"();
