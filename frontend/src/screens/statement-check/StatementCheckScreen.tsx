import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WAGE_MESSAGES } from "@rules/wages.ts";
import { graphql, usePreloadedQuery } from "react-relay";
import type { StatementCheckScreenQuery } from "../../__generated__/StatementCheckScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { StatementCheckForm } from "./StatementCheckForm.tsx";
import { StatementSummary } from "./StatementSummary.tsx";

const query = graphql`
  query StatementCheckScreenQuery($code: String!, $hasCode: Boolean!) {
    workStatement(code: $code) @include(if: $hasCode) {
      __typename
      ... on QueryWorkStatementSuccess {
        data {
          code
          workerName
          from
          to
          jobs
          halves
          earnedPaise
          paidPaise
          duePaise
          issuedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * /statements and /statements/:code, open to anyone (a bank, a scheme's office): a work statement's code checked
 * against what was issued, its totals and the worker's name (never a phone number); for an unknown code, the
 * server's reason.
 */
export default function StatementCheckScreen() {
  const { i18n } = useLingui();
  const reference = useRouteQuery<StatementCheckScreenQuery>();
  const data = usePreloadedQuery<StatementCheckScreenQuery>(query, reference);
  const { code } = reference.variables;
  const result = data.workStatement;
  const statement = result?.__typename === "QueryWorkStatementSuccess" ? result.data : null;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="6">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          <Trans>Check a work statement</Trans>
        </Heading>
        <Text color="gray.700">
          <Trans>
            Enter the verification code printed on a KhetSetu work statement to see what it was issued with.
          </Trans>
        </Text>
        <StatementCheckForm key={code} code={code} />
        {statement ? (
          <StatementSummary statement={statement} />
        ) : result ? (
          <Text color="fg.error" role="alert">
            {("message" in result && result.message) || i18n._(WAGE_MESSAGES.statementNotFound)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
