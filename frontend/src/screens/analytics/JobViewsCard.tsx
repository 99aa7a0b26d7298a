import { Card, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { JobViewsCard_analytics$key } from "../../__generated__/JobViewsCard_analytics.graphql.ts";
import { BarChart } from "./BarChart.tsx";

const COLORS = ["#2b6cb0"];
/** Chart labels longer than this are cut with an ellipsis (the data table keeps the full title). */
const LABEL_MAX = 14;

/** Views of the employer's most viewed jobs (one view per viewer per day, counted on the server). */
export function JobViewsCard({ analytics }: { analytics: JobViewsCard_analytics$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment JobViewsCard_analytics on EmployerAnalytics {
        jobViews {
          jobId
          title
          views
        }
      }
    `,
    analytics,
  );
  const labels = useMemo(
    () =>
      data.jobViews.map((job) => (job.title.length > LABEL_MAX ? `${job.title.slice(0, LABEL_MAX - 1)}…` : job.title)),
    [data.jobViews],
  );
  const titles = useMemo(() => data.jobViews.map((job) => job.title), [data.jobViews]);
  const series = useMemo(() => [{ name: t`Views`, values: data.jobViews.map((job) => job.views) }], [data.jobViews, t]);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Views per job</Trans>
        </Heading>
        {data.jobViews.length === 0 ? (
          <Text color="fg.muted">
            <Trans>Post a job to see how many people view it.</Trans>
          </Text>
        ) : (
          <BarChart
            title={t`Views per job`}
            labels={labels}
            tableLabels={titles}
            rowKeys={data.jobViews.map((job) => job.jobId)}
            series={series}
            colors={COLORS}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
