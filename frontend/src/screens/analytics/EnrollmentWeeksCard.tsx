import { Card, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { EnrollmentWeeksCard_analytics$key } from "../../__generated__/EnrollmentWeeksCard_analytics.graphql.ts";
import { formatDayMonth } from "../../format/dates.ts";
import { BarChart } from "./BarChart.tsx";

const COLORS = ["#2f855a", "#2b6cb0"];

/** A provider's enrolments and completions per week (weeks start Monday, India time), counted on the server. */
export function EnrollmentWeeksCard({ analytics }: { analytics: EnrollmentWeeksCard_analytics$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment EnrollmentWeeksCard_analytics on ProviderAnalytics {
        weeks {
          weekStart
          enrollments
          completions
        }
      }
    `,
    analytics,
  );
  const labels = useMemo(() => data.weeks.map((week) => formatDayMonth(String(week.weekStart))), [data.weeks]);
  const series = useMemo(
    () => [
      { name: t`Enrolments`, values: data.weeks.map((week) => week.enrollments) },
      { name: t`Completions`, values: data.weeks.map((week) => week.completions) },
    ],
    [data.weeks, t],
  );
  const total = data.weeks.reduce((sum, week) => sum + week.enrollments + week.completions, 0);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Enrolments per week</Trans>
        </Heading>
        {total === 0 ? (
          <Text color="fg.muted">
            <Trans>No enrolments in the last 8 weeks.</Trans>
          </Text>
        ) : (
          <BarChart
            title={t`Enrolments and completions per week`}
            labels={labels}
            rowKeys={data.weeks.map((week) => String(week.weekStart))}
            series={series}
            colors={COLORS}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
