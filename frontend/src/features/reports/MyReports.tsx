import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { MyReportsQuery } from "../../__generated__/MyReportsQuery.graphql.ts";
import { reasonLabel, statusLabel } from "./reportLabels.ts";
import { INDIA_DATE } from "../../format/dates.ts";

const label = (i18n: ReturnType<typeof useLingui>["i18n"], text: ReturnType<typeof reasonLabel>) =>
  typeof text === "string" ? text : i18n._(text);

/** My reports: what the viewer reported and what became of each. */
export function MyReports() {
  const { i18n } = useLingui();
  const data = useLazyLoadQuery<MyReportsQuery>(
    graphql`
      query MyReportsQuery {
        myReports {
          databaseId
          targetTitle
          reason
          status
          createdAt
        }
      }
    `,
    {},
  );
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>My reports</Trans>
        </Heading>
        {data.myReports.length === 0 ? (
          <Text color="fg.muted">
            <Trans>You have not reported anything.</Trans>
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {data.myReports.map((report) => (
              <li key={report.databaseId}>
                <Text fontWeight="semibold">{report.targetTitle ?? label(i18n, reasonLabel(report.reason))}</Text>
                <Text fontSize="sm">
                  {label(i18n, reasonLabel(report.reason))} · {i18n.date(new Date(report.createdAt), INDIA_DATE)}
                </Text>
                <Text fontSize="sm" data-testid="report-status" data-status={report.status}>
                  {label(i18n, statusLabel(report.status))}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
