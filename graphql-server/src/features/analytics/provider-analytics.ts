// A training provider's numbers for the Analytics screen: enrolments and completions per week (weeks in India
// time, starting Monday), and each course's completion rate and seats filled.
import type { Prisma } from "../../db/client.ts";
import { ANALYTICS_WEEKS, weekStartInIndia } from "./employer-analytics.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export type EnrollmentWeek = { weekStart: Date; enrollments: number; completions: number };
export type CourseFigures = {
  courseId: number;
  title: string;
  completionRate: number | null;
  currentEnrollments: number;
  maxEnrollments: number | null;
};
export type ProviderAnalytics = { weeks: EnrollmentWeek[]; courses: CourseFigures[] };

const weekKey = (date: Date) => date.toISOString().slice(0, 10);

export async function providerAnalytics(prisma: Prisma, providerId: number, now = new Date()): Promise<ProviderAnalytics> {
  const firstWeek = new Date(weekStartInIndia(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  const since = new Date(firstWeek.getTime() - IST_OFFSET_MS);
  const [enrolled, completed, courses] = await Promise.all([
    prisma.enrollment.findMany({ where: { course: { providerId }, createdAt: { gte: since } }, select: { createdAt: true } }),
    prisma.enrollment.findMany({ where: { course: { providerId }, completedAt: { gte: since } }, select: { completedAt: true } }),
    prisma.course.findMany({
      where: { providerId, status: { not: "draft" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, completionRate: true, currentEnrollments: true, maxEnrollments: true },
    }),
  ]);

  const weeks = new Map<string, EnrollmentWeek>();
  for (let i = 0; i < ANALYTICS_WEEKS; i++) {
    const weekStart = new Date(firstWeek.getTime() + i * 7 * DAY_MS);
    weeks.set(weekKey(weekStart), { weekStart, enrollments: 0, completions: 0 });
  }
  for (const row of enrolled) {
    const week = weeks.get(weekKey(weekStartInIndia(row.createdAt)));
    if (week) week.enrollments++;
  }
  for (const row of completed) {
    const week = row.completedAt && weeks.get(weekKey(weekStartInIndia(row.completedAt)));
    if (week) week.completions++;
  }
  return {
    weeks: [...weeks.values()],
    courses: courses.map((course) => ({
      courseId: course.id,
      title: course.title,
      completionRate: course.completionRate,
      currentEnrollments: course.currentEnrollments,
      maxEnrollments: course.maxEnrollments,
    })),
  };
}
