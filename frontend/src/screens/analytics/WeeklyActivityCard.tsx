import { Card, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { WeeklyActivityCard_analytics$key } from "../../__generated__/WeeklyActivityCard_analytics.graphql.ts";
import { formatDayMonth } from "../../format/dates.ts";
import { BarChart } from "./BarChart.tsx";

const COLORS = ["#2f855a", "#c05621"];

/** Jobs posted and applications received per week (weeks start Monday, India time), counted on the server. */
export function WeeklyActivityCard({ analytics }: { analytics: WeeklyActivityCard_analytics$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment WeeklyActivityCard_analytics on EmployerAnalytics {
        weeks {
          weekStart
          jobsPosted
          applicationsReceived
        }
      }
    `,
    analytics,
  );
  const labels = useMemo(() => data.weeks.map((week) => formatDayMonth(String(week.weekStart))), [data.weeks]);
  const series = useMemo(
    () => [
      { name: t`Jobs posted`, values: data.weeks.map((week) => week.jobsPosted) },
      { name: t`Applications received`, values: data.weeks.map((week) => week.applicationsReceived) },
    ],
    [data.weeks, t],
  );
  const total = data.weeks.reduce((sum, week) => sum + week.jobsPosted + week.applicationsReceived, 0);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Jobs and applications per week</Trans>
        </Heading>
        {total === 0 ? (
          <Text color="fg.muted">
            <Trans>No jobs or applications in the last 8 weeks.</Trans>
          </Text>
        ) : (
          <BarChart
            title={t`Jobs posted and applications received per week`}
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
