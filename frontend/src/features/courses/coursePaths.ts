// Where a course leads. Course ids are Relay global ids, escaped for use in a path.

/** A course's screen. */
export const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

/** The course form for a new course. */
export const CREATE_COURSE_PATH = "/create-course";

/** The course form, filled in with the course, to change it. */
export const editCoursePath = (courseId: string) => `/create-course/${encodeURIComponent(courseId)}/edit`;

/** The provider's courses with their students; `#course-<id>` scrolls to one course. */
export const studentsPath = (courseId: string) => `/courses#${courseAnchor(courseId)}`;

/** The id of a course's section on /courses. */
export const courseAnchor = (courseId: string) => `course-${courseId.replace(/[^A-Za-z0-9_-]/g, "")}`;
