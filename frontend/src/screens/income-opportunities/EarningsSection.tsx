import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { EarningsSection_query$key } from "../../__generated__/EarningsSection_query.graphql.ts";
import { type MonthChoice, monthChoiceOf, type Period, workStatementPath } from "../../features/wages/public-period.ts";
import { formatDate } from "../../format/dates.ts";
import { EarningsByEmployer } from "./EarningsByEmployer.tsx";
import { EarningsFigures } from "./EarningsFigures.tsx";
import { EarningsPeriodChoice } from "./EarningsPeriodChoice.tsx";

/**
 * A laborer's earnings for this month or last (India's calendar; ?period=last): days worked, earned, paid and due,
 * by employer, and a link to the period's work statement. The period is the one the route's loader asked for.
 */
export function EarningsSection(props: { query: EarningsSection_query$key; period: Period }) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const data = useFragment(
    graphql`
      fragment EarningsSection_query on Query {
        myEarnings(from: $from, to: $to) {
          __typename
          ... on QueryMyEarningsSuccess {
            data {
              halves
              earnedPaise
              paidPaise
              duePaise
              jobs {
                applicationId
              }
              byEmployer {
                employerName
                jobs
                halves
                earnedPaise
                paidPaise
                duePaise
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    props.query,
  );
  const earnings = data.myEarnings.__typename === "QueryMyEarningsSuccess" ? data.myEarnings.data : null;
  const refusal = earnings
    ? null
    : ("message" in data.myEarnings && data.myEarnings.message) || t`Could not load your earnings.`;
  const from = formatDate(props.period.from);
  const to = formatDate(props.period.to);

  function choose(choice: MonthChoice) {
    const next = new URLSearchParams(searchParams);
    if (choice === "last") next.set("period", "last");
    else next.delete("period");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="income-earnings" mt="4">
      <Heading as="h2" size="lg" id="income-earnings">
        <Trans>Earnings</Trans>
      </Heading>
      <EarningsPeriodChoice value={monthChoiceOf(searchParams)} onChange={choose} />
      <Text fontSize="sm" color="gray.700">
        <Trans>
          {from} to {to}
        </Trans>
      </Text>
      {refusal ? (
        <Text color="fg.error">{refusal}</Text>
      ) : !earnings || (earnings.jobs.length === 0 && earnings.byEmployer.length === 0) ? (
        <Text color="gray.700" bg="white" borderWidth="1px" borderRadius="md" p="3">
          <Trans>No work recorded in this period yet.</Trans>
        </Text>
      ) : (
        <>
          <EarningsFigures {...earnings} />
          <EarningsByEmployer employers={earnings.byEmployer} />
        </>
      )}
      <HStack>
        <Button asChild variant="outline" colorPalette="brand" bg="white" minH="44px">
          <Link to={workStatementPath(props.period)}>
            <FileText aria-hidden />
            <Trans>Work statement</Trans>
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
