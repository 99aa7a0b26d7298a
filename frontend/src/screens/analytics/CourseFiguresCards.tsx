import { Card, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { CourseFiguresCards_analytics$key } from "../../__generated__/CourseFiguresCards_analytics.graphql.ts";
import { BarChart } from "./BarChart.tsx";

/** Chart labels longer than this are cut with an ellipsis (the data table keeps the full title). */
const LABEL_MAX = 14;
const short = (title: string) => (title.length > LABEL_MAX ? `${title.slice(0, LABEL_MAX - 1)}…` : title);

/** Each listed course's completion rate, and its seats filled (taken against the limit), from the server. */
export function CourseFiguresCards({ analytics }: { analytics: CourseFiguresCards_analytics$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment CourseFiguresCards_analytics on ProviderAnalytics {
        courses {
          courseId
          title
          completionRate
          currentEnrollments
          maxEnrollments
        }
      }
    `,
    analytics,
  );
  const titles = useMemo(() => data.courses.map((course) => course.title), [data.courses]);
  const labels = useMemo(() => titles.map(short), [titles]);
  const completion = useMemo(
    () => [{ name: t`Completion rate (%)`, values: data.courses.map((c) => c.completionRate ?? 0) }],
    [data.courses, t],
  );
  const limited = useMemo(() => data.courses.filter((c) => c.maxEnrollments != null), [data.courses]);
  const seats = useMemo(
    () => [
      { name: t`Seats taken`, values: limited.map((c) => c.currentEnrollments) },
      { name: t`Seats free`, values: limited.map((c) => Math.max(0, (c.maxEnrollments ?? 0) - c.currentEnrollments)) },
    ],
    [limited, t],
  );
  if (data.courses.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">
            <Trans>Create a course to see its completion rate and seats here.</Trans>
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            <Trans>Completion rate per course</Trans>
          </Heading>
          <BarChart
            title={t`Completion rate per course`}
            labels={labels}
            tableLabels={titles}
            rowKeys={data.courses.map((c) => c.courseId)}
            series={completion}
            colors={["#2f855a"]}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            <Trans>Seats filled</Trans>
          </Heading>
          {limited.length === 0 ? (
            <Text color="fg.muted">
              <Trans>Your courses have no seat limit.</Trans>
            </Text>
          ) : (
            <BarChart
              title={t`Seats filled per course`}
              labels={limited.map((c) => short(c.title))}
              tableLabels={limited.map((c) => c.title)}
              rowKeys={limited.map((c) => c.courseId)}
              series={seats}
              colors={["#c05621", "#a0aec0"]}
            />
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
