import { Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COURSE_MESSAGES } from "@rules/course.ts";
import { type ReactNode, Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { EditCourseScreenQuery } from "../../__generated__/EditCourseScreenQuery.graphql.ts";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { CourseForm } from "./CourseForm.tsx";
import { FormScreenLayout } from "../../features/forms/index.ts";

export const editCourseScreenQuery = graphql`
  query EditCourseScreenQuery($id: ID!) {
    viewer {
      id
      ...CourseForm_viewer
    }
    node(id: $id) {
      ... on Course @alias(as: "course") {
        id
        provider {
          id
        }
        ...CourseForm_course
      }
    }
  }
`;

/** Edit Course (/create-course/:id/edit): the course form filled in with one of the provider's courses. */
export default function EditCourseScreen() {
  return (
    <FormScreenLayout back="/training-provider" title={<Trans>Edit Course</Trans>}>
      <Suspense fallback={<PageFallback />}>
        <EditCourse />
      </Suspense>
    </FormScreenLayout>
  );
}

function EditCourse() {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<EditCourseScreenQuery>(editCourseScreenQuery, useRouteQuery<EditCourseScreenQuery>());
  const course = data.node?.course ?? null;
  if (!data.viewer) return <PageFallback />;
  if (!course) return <Notice>{i18n._(COURSE_MESSAGES.notFound)}</Notice>;
  if (course.provider?.id !== data.viewer.id) return <Notice>{i18n._(COURSE_MESSAGES.notOwner)}</Notice>;
  return <CourseForm viewer={data.viewer} course={course} />;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Text role="status" color="gray.700">
      {children}
    </Text>
  );
}
