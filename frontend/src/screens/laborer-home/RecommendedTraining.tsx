import { Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { RecommendedTraining_query$key } from "../../__generated__/RecommendedTraining_query.graphql.ts";
import { CourseCard } from "../../features/courses/index.ts";

/**
 * Recommended Training: 2 courses of a kind of work the laborer has no skill in yet, near her or online (the 2
 * newest active courses until there are any), and 'See all' (Find training, /training).
 */
export function RecommendedTraining(props: { query: RecommendedTraining_query$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment RecommendedTraining_query on Query {
        recommendedCourses(first: 2) {
          id
          ...CourseCard_course
        }
        courses(first: 2) {
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
      }
    `,
    props.query,
  );
  const courses =
    data.recommendedCourses.length > 0 ? data.recommendedCourses : data.courses.edges.map((edge) => edge.node);

  return (
    <Stack as="section" gap="3" aria-labelledby="training-heading">
      <HStack justify="space-between" gap="2">
        <Heading as="h2" size="md" id="training-heading">
          <Trans>Recommended Training</Trans>
        </Heading>
        <ChakraLink
          asChild
          color="brand.fg"
          fontWeight="medium"
          minH="44px"
          px="1"
          display="inline-flex"
          alignItems="center"
        >
          <Link to="/training" aria-label={t`See all training`}>
            <Trans>See all</Trans>
          </Link>
        </ChakraLink>
      </HStack>
      {courses.length === 0 ? (
        <Text color="gray.600">
          <Trans>No training programs available right now</Trans>
        </Text>
      ) : (
        courses.map((course) => <CourseCard key={course.id} course={course} />)
      )}
    </Stack>
  );
}
