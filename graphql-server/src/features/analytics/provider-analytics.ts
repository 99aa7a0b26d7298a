// A training provider's numbers for the Analytics screen: enrolments and completions per week (weeks in India
// time, starting Monday), and each course's completion rate and seats filled.
import type { Prisma } from "../../db/client.ts";
import { analyticsWindow, weeklyCounts } from "./weekly-counts.ts";

export type EnrollmentWeek = { weekStart: Date; enrollments: number; completions: number };
export type CourseFigures = {
  courseId: number;
  title: string;
  completionRate: number | null;
  currentEnrollments: number;
  maxEnrollments: number | null;
};
export type ProviderAnalytics = { weeks: EnrollmentWeek[]; courses: CourseFigures[] };

export async function providerAnalytics(
  prisma: Prisma,
  providerId: number,
  now = new Date(),
): Promise<ProviderAnalytics> {
  const { since } = analyticsWindow(now);
  const [enrolled, completed, courses] = await Promise.all([
    prisma.enrollment.findMany({
      where: { course: { providerId }, createdAt: { gte: since } },
      select: { createdAt: true },
    }),
    prisma.enrollment.findMany({
      where: { course: { providerId }, completedAt: { gte: since } },
      select: { completedAt: true },
    }),
    prisma.course.findMany({
      where: { providerId, status: { not: "draft" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, completionRate: true, currentEnrollments: true, maxEnrollments: true },
    }),
  ]);

  return {
    weeks: weeklyCounts(now, {
      enrollments: enrolled.map((row) => row.createdAt),
      completions: completed.map((row) => row.completedAt),
    }),
    courses: courses.map((course) => ({
      courseId: course.id,
      title: course.title,
      completionRate: course.completionRate,
      currentEnrollments: course.currentEnrollments,
      maxEnrollments: course.maxEnrollments,
    })),
  };
}
