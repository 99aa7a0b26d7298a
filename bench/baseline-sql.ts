// The baseline's one SQL statement: the app's job-search page (BrowseJobsListPaginationQuery with a category,
// signed out) built as JSON by PostgreSQL itself — the same fields, order and page size as the GraphQL answer,
// and the same count (matches counted up to JOB_COUNT_LIMIT, as the server counts them).
import { JOB_COUNT_LIMIT } from "../graphql-server/src/rules/job.ts";

/** The page as {"data":{"jobs":…}}; $1 = category, $2 = page size. */
export const JOB_PAGE_SQL = `
WITH page AS (
  SELECT * FROM "Job"
  WHERE status = 'active' AND category = $1::"JobCategory"
  ORDER BY "createdAt" DESC, id DESC
  LIMIT $2::int + 1
), shown AS (
  SELECT * FROM page ORDER BY "createdAt" DESC, id DESC LIMIT $2::int
)
SELECT json_build_object('data', json_build_object('jobs', json_build_object(
  'totalCount', (SELECT count(*)::int FROM (
    SELECT 1 FROM "Job" WHERE status = 'active' AND category = $1::"JobCategory" LIMIT ${JOB_COUNT_LIMIT}
  ) counted),
  'edges', COALESCE((
    SELECT json_agg(json_build_object(
      'node', json_build_object(
        'id', encode(convert_to('Job:' || j.id, 'UTF8'), 'base64'),
        'title', j.title,
        'location', j.location,
        'distanceKm', NULL,
        'dailyRate', j."dailyRate",
        'isRateNegotiable', j."isRateNegotiable",
        'isUrgent', j."isUrgent",
        'accommodationProvided', j."accommodationProvided",
        'mealsProvided', j."mealsProvided",
        'equipmentProvided', j."equipmentProvided",
        'transportationProvided', j."transportationProvided",
        'startDate', to_char(j."startDate", 'YYYY-MM-DD'),
        'duration', j.duration,
        'workersNeeded', j."workersNeeded",
        'workingHours', j."workingHours",
        'employerName', (
          SELECT COALESCE(NULLIF(trim(concat_ws(' ', u."firstName", u."lastName")), ''), NULLIF(trim(u."businessName"), ''))
          FROM "User" u WHERE u.id = j."employerId"
        ),
        'applicationsCount', (SELECT count(*)::int FROM "Application" a WHERE a."jobId" = j.id),
        'viewerHasApplied', false,
        'requiredSkills', COALESCE((
          SELECT json_agg(json_build_object(
            'name', s.name,
            'hi', s."localizedNames"->>'hi',
            'kn', s."localizedNames"->>'kn',
            'te', s."localizedNames"->>'te',
            'id', encode(convert_to('Skill:' || s.id, 'UTF8'), 'base64')
          ) ORDER BY s.name)
          FROM "JobSkill" js JOIN "Skill" s ON s.id = js."skillId" WHERE js."jobId" = j.id
        ), '[]'::json),
        'employer', NULL,
        '__typename', 'Job'
      ),
      'cursor', encode(convert_to('GPC:N:' || j.id, 'UTF8'), 'base64')
    ) ORDER BY j."createdAt" DESC, j.id DESC)
    FROM shown j
  ), '[]'::json),
  'pageInfo', json_build_object(
    'endCursor', (SELECT encode(convert_to('GPC:N:' || id, 'UTF8'), 'base64') FROM shown ORDER BY "createdAt", id LIMIT 1),
    'hasNextPage', (SELECT count(*) > $2::int FROM page)
  )
)))::text AS body`;

/** The REST search page (GET /api/jobs/search?category=…&limit=…, signed out) as a JSON array; $1 = category, $2 = page size. */
export const REST_PAGE_SQL = `
SELECT COALESCE(json_agg(json_build_object(
  'id', j.id,
  'title', j.title,
  'description', j.description,
  'location', j.location,
  'district', j.district,
  'state', j.state,
  'category', j.category,
  'dailyRate', j."dailyRate",
  'isRateNegotiable', j."isRateNegotiable",
  'accommodationProvided', j."accommodationProvided",
  'mealsProvided', j."mealsProvided",
  'equipmentProvided', j."equipmentProvided",
  'transportationProvided', j."transportationProvided",
  'duration', j.duration,
  'startDate', to_char(j."startDate", 'YYYY-MM-DD'),
  'workersNeeded', j."workersNeeded",
  'workingHours', j."workingHours",
  'isUrgent', j."isUrgent",
  'status', j.status,
  'applicationsCount', (SELECT count(*)::int FROM "Application" a WHERE a."jobId" = j.id),
  'viewsCount', j."viewsCount",
  'employerName', (
    SELECT COALESCE(NULLIF(trim(concat_ws(' ', u."firstName", u."lastName")), ''), NULLIF(trim(u."businessName"), ''))
    FROM "User" u WHERE u.id = j."employerId"
  ),
  'createdAt', to_char(j."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'distanceKm', NULL,
  'accommodation', j."accommodationProvided",
  'meals', j."mealsProvided",
  'transportation', j."transportationProvided",
  'requiredSkills', COALESCE((
    SELECT json_agg(s.name ORDER BY s.name) FROM "JobSkill" js JOIN "Skill" s ON s.id = js."skillId" WHERE js."jobId" = j.id
  ), '[]'::json),
  'employer', NULL
) ORDER BY j."createdAt" DESC, j.id DESC), '[]'::json)::text AS body
FROM (
  SELECT * FROM "Job"
  WHERE status = 'active' AND category = $1::"JobCategory"
  ORDER BY "createdAt" DESC, id DESC
  LIMIT $2::int
) j`;
