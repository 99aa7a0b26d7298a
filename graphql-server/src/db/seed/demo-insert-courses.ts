import type { Clock } from "./clock.ts";
import { DEMO_COURSES, DEMO_ENROLLMENTS } from "./demo-courses.ts";
import { assertUnique, mustGet } from "./must-get.ts";
import type { SeedDb } from "./seed-db.ts";

function enrollmentCountByCourse(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of DEMO_ENROLLMENTS) counts.set(e.course, (counts.get(e.course) ?? 0) + 1);
  return counts;
}

/** Inserts the demo courses and enrolments; each course's currentEnrollments counts its enrolments. */
export async function insertDemoCourses(db: SeedDb, clock: Clock, userIds: ReadonlyMap<string, number>): Promise<void> {
  assertUnique(
    DEMO_COURSES.map((c) => c.title),
    "course title",
  );
  const enrolled = enrollmentCountByCourse();
  const courses = await db.course.createManyAndReturn({
    data: DEMO_COURSES.map(({ provider, durationDays, createdDaysAgo, ...course }) => ({
      ...course,
      providerId: mustGet(userIds, provider, "training provider"),
      duration: durationDays,
      isFree: course.price === 0,
      currentEnrollments: enrolled.get(course.title) ?? 0,
      createdAt: clock.daysAgo(createdDaysAgo),
      updatedAt: clock.daysAgo(createdDaysAgo),
    })),
    select: { id: true, title: true },
  });
  const idByTitle = new Map(courses.map((c) => [c.title, c.id]));
  await db.enrollment.createMany({
    data: DEMO_ENROLLMENTS.map((e) => ({
      courseId: mustGet(idByTitle, e.course, "course"),
      laborerId: mustGet(userIds, e.laborer, "laborer"),
      status: e.status,
      progress: e.progress,
      createdAt: clock.daysAgo(e.enrolledDaysAgo),
    })),
  });
}
