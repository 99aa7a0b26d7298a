import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { CreateCourseScreenQuery } from "../../__generated__/CreateCourseScreenQuery.graphql.ts";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { CourseForm } from "./CourseForm.tsx";
import { FormScreenLayout } from "../../features/forms/index.ts";

export const createCourseScreenQuery = graphql`
  query CreateCourseScreenQuery {
    viewer {
      id
      userType
      ...CourseForm_viewer
    }
  }
`;

/** Create Course (/create-course): the form for a new course, starting from the provider's own place. */
export default function CreateCourseScreen() {
  return (
    <FormScreenLayout
      back="/training-provider"
      title={<Trans>Create Course</Trans>}
      intro={<Trans>Tell laborers what they will learn, where, when and for how much.</Trans>}
    >
      <Suspense fallback={<PageFallback />}>
        <NewCourse />
      </Suspense>
    </FormScreenLayout>
  );
}

function NewCourse() {
  const data = usePreloadedQuery<CreateCourseScreenQuery>(
    createCourseScreenQuery,
    useRouteQuery<CreateCourseScreenQuery>(),
  );
  if (!data.viewer) return <PageFallback />;
  if (data.viewer.userType !== "training_provider") {
    return (
      <Text role="status" color="gray.700">
        <Trans>Only training providers can create courses.</Trans>
      </Text>
    );
  }
  return <CourseForm viewer={data.viewer} />;
}
