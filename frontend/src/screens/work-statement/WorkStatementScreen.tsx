import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Printer } from "lucide-react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { WorkStatementScreenQuery } from "../../__generated__/WorkStatementScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { personName } from "../../features/people/index.ts";
import { formatDate } from "../../format/dates.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { PRINT_HIDDEN, PrintStyles } from "./PrintStyles.tsx";
import { StatementJobsTable } from "./StatementJobsTable.tsx";
import { StatementPeriodForm } from "./StatementPeriodForm.tsx";
import { StatementVerification } from "./StatementVerification.tsx";

const query = graphql`
  query WorkStatementScreenQuery($laborer: Boolean!, $from: Date!, $to: Date!) {
    viewer {
      firstName
      lastName
    }
    myEarnings(from: $from, to: $to) @include(if: $laborer) {
      __typename
      ... on QueryMyEarningsSuccess {
        data {
          halves
          earnedPaise
          paidPaise
          duePaise
          jobs {
            applicationId
            jobTitle
            employerName
            ratePaise
            halves
            earnedPaise
            paidPaise
            duePaise
            payments {
              amountPaise
              method
              paidAt
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * /work-statement?from&to (this month by default): a laborer's printable work statement, with her name, the period,
 * each job and the totals, and a verification code anyone can check at /statements/<code>. Print leaves out the
 * app's bars and the controls.
 */
export default function WorkStatementScreen() {
  const { t } = useLingui();
  const reference = useRouteQuery<WorkStatementScreenQuery>();
  const data = usePreloadedQuery<WorkStatementScreenQuery>(query, reference);
  const period = { from: reference.variables.from, to: reference.variables.to };
  const name = data.viewer ? personName(data.viewer) : "";
  const result = data.myEarnings;
  const earnings = result?.__typename === "QueryMyEarningsSuccess" ? result.data : null;
  const from = formatDate(period.from);
  const to = formatDate(period.to);

  return (
    <Box as="main" maxW="4xl" mx="auto" px="4" py="4">
      <PrintStyles />
      <HStack mb="3" {...PRINT_HIDDEN}>
        <BackLink to="/income-opportunities" />
      </HStack>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Work statement</Trans>
          </Heading>
          {name && (
            <Text fontSize="lg" fontWeight="semibold" data-testid="statement-worker">
              {name}
            </Text>
          )}
          <Text color="gray.700">
            <Trans>
              Period: {from} to {to}
            </Trans>
          </Text>
        </Stack>

        <Box {...PRINT_HIDDEN}>
          <StatementPeriodForm key={`${period.from}:${period.to}`} period={period} />
        </Box>

        {!result ? (
          <Text>
            <Trans>Work statements are for workers: they list the work and wages of your hires.</Trans>
          </Text>
        ) : !earnings ? (
          <Text color="fg.error" role="alert">
            {("message" in result && result.message) || t`Could not load your earnings.`}
          </Text>
        ) : (
          <>
            {earnings.jobs.length === 0 ? (
              <Text color="gray.700" bg="white" borderWidth="1px" borderRadius="md" p="3">
                <Trans>No work recorded in this period yet.</Trans>
              </Text>
            ) : (
              <StatementJobsTable jobs={earnings.jobs} totals={earnings} />
            )}
            <StatementVerification period={period} />
            <HStack {...PRINT_HIDDEN}>
              <Button colorPalette="brand" minH="44px" onClick={() => window.print()}>
                <Printer aria-hidden />
                <Trans>Print</Trans>
              </Button>
            </HStack>
          </>
        )}
      </Stack>
    </Box>
  );
}
