-- Ratings and completed work come only from real counterparts: nobody applies to their own job, enrols in their
-- own course or rates themselves. What one account did with itself before the server refused it goes, and the
-- figures built on it are recomputed as the server computes them.

-- Ratings a person gave themselves: their rating (average, one decimal) and review count without them.
UPDATE "User" AS u
SET "rating" = s."average", "reviewCount" = s."reviews"
FROM (
  SELECT r."rateeId" AS "id",
         ROUND(AVG(r."stars") FILTER (WHERE r."raterId" IS DISTINCT FROM r."rateeId"), 1)::DOUBLE PRECISION AS "average",
         (COUNT(*) FILTER (WHERE r."raterId" IS DISTINCT FROM r."rateeId"))::INTEGER AS "reviews"
  FROM "Rating" AS r
  WHERE r."rateeId" IN (SELECT "rateeId" FROM "Rating" WHERE "raterId" = "rateeId")
  GROUP BY r."rateeId"
) AS s
WHERE u."id" = s."id";

DELETE FROM "Rating" WHERE "raterId" = "rateeId";

-- Applications to one's own job (completedJobs counts accepted ones).
DELETE FROM "Application" AS a USING "Job" AS j WHERE a."jobId" = j."id" AND a."laborerId" = j."employerId";

-- Enrolments in one's own course: the course's enrolment count and completion rate without them.
UPDATE "Course" AS c
SET "currentEnrollments" = GREATEST(c."currentEnrollments" - s."own", 0),
    "completionRate" = (
      SELECT CASE WHEN COUNT(*) = 0 THEN NULL
                  ELSE ROUND(100.0 * COUNT(*) FILTER (WHERE e."status" = 'completed') / COUNT(*))::INTEGER END
      FROM "Enrollment" AS e
      WHERE e."courseId" = c."id" AND e."status" <> 'cancelled' AND e."laborerId" IS DISTINCT FROM c."providerId"
    )
FROM (
  SELECT e."courseId", COUNT(*)::INTEGER AS "own"
  FROM "Enrollment" AS e JOIN "Course" AS c2 ON c2."id" = e."courseId"
  WHERE e."laborerId" = c2."providerId"
  GROUP BY e."courseId"
) AS s
WHERE c."id" = s."courseId";

DELETE FROM "Enrollment" AS e USING "Course" AS c WHERE e."courseId" = c."id" AND e."laborerId" = c."providerId";
