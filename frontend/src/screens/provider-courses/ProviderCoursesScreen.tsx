import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Suspense, useEffect } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link, Navigate, useLocation } from "react-router";
import type { ProviderCoursesScreenQuery } from "../../__generated__/ProviderCoursesScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { CREATE_COURSE_PATH } from "../../features/courses/index.ts";
import { CourseStudentsCard } from "./CourseStudentsCard.tsx";

// The provider's own courses are asked for only as a training provider (see the loader); anyone else goes home.
export const providerCoursesScreenQuery = graphql`
  query ProviderCoursesScreenQuery($provider: Boolean!) {
    viewer {
      id
      userType
    }
    myCourses(first: 50) @include(if: $provider) {
      edges {
        node {
          id
          ...CourseStudentsCard_course
        }
      }
    }
  }
`;

/** The provider's courses (/courses), each with its students, completion rate, contact and 'Mark completed'. */
export default function ProviderCoursesScreen() {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <Stack gap="1">
          <BackLink to="/training-provider" />
          <Heading as="h1" size="xl">
            <Trans>Courses and Students</Trans>
          </Heading>
        </Stack>
        <Suspense fallback={<PageFallback />}>
          <Courses />
        </Suspense>
      </Stack>
    </Box>
  );
}

function Courses() {
  const data = usePreloadedQuery<ProviderCoursesScreenQuery>(
    providerCoursesScreenQuery,
    useRouteQuery<ProviderCoursesScreenQuery>(),
  );
  const courses = data.myCourses?.edges.map((edge) => edge.node) ?? [];
  useScrollToHash(courses.length > 0);

  if (!data.viewer) return <PageFallback />;
  if (data.viewer.userType !== "training_provider") return <Navigate to="/" replace />;
  if (courses.length === 0) {
    return (
      <Stack gap="3" align="start">
        <Text color="gray.600">
          <Trans>You have not created any courses yet. Create a course to start enrolling students.</Trans>
        </Text>
        <Button asChild colorPalette="brand">
          <Link to={CREATE_COURSE_PATH}>
            <Trans>Create Course</Trans>
          </Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {courses.map((course) => (
        <CourseStudentsCard key={course.id} course={course} />
      ))}
    </Stack>
  );
}

/** Scrolls to the course named in the address's #fragment (the dashboard's Students button), once it is shown. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [hash, ready]);
}
