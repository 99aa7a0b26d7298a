import { Button, Heading, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { TrainingCoursesList_query$key } from "../../__generated__/TrainingCoursesList_query.graphql.ts";
import type { TrainingCoursesListPaginationQuery } from "../../__generated__/TrainingCoursesListPaginationQuery.graphql.ts";
import { CourseCard } from "../../features/courses/index.ts";
import { EmptyList } from "../../components/EmptyList.tsx";

export const COURSES_PAGE_SIZE = 10;

/** The open courses matching the filters, newest first, 10 at a time with 'Load more'. */
export function TrainingCoursesList(props: { query: TrainingCoursesList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    TrainingCoursesListPaginationQuery,
    TrainingCoursesList_query$key
  >(
    graphql`
      fragment TrainingCoursesList_query on Query
      @refetchable(queryName: "TrainingCoursesListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        search: { type: "String" }
        location: { type: "String" }
        skillCategory: { type: "SkillCategory" }
        freeOnly: { type: "Boolean" }
      ) {
        courses(first: $count, after: $cursor, search: $search, location: $location, skillCategory: $skillCategory, isFree: $freeOnly)
          @connection(key: "TrainingCoursesList_courses") {
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
  const edges = data.courses.edges;

  return (
    <Stack as="section" gap="3" aria-labelledby="training-courses-heading">
      <Heading as="h2" size="md" id="training-courses-heading">
        <Trans>Courses</Trans>
      </Heading>
      {edges.length === 0 ? (
        <EmptyList title={t`No training programs found`} description={t`Try adjusting your search or filters`} />
      ) : (
        edges.map(({ node }) => <CourseCard key={node.id} course={node} />)
      )}
      {hasNext && (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={() => loadNext(COURSES_PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText={t`Loading...`}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
