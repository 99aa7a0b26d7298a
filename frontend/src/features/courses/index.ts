// The courses feature's public surface: other features and screens import it from here only.
export { CourseCard } from "./CourseCard.tsx";
export { CourseCardEnroll } from "./CourseCardEnroll.tsx";
export { CourseStatusBadge } from "./CourseStatusBadge.tsx";
export { EnrollmentStatusBadge } from "./EnrollmentStatusBadge.tsx";
export { courseLanguageLabel } from "./courseLanguages.ts";
export { courseAnchor, coursePath, CREATE_COURSE_PATH, editCoursePath, studentsPath } from "./coursePaths.ts";
export { useViewerCanEnroll } from "./useViewerCanEnroll.ts";
