import { Spinner, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { StatementVerificationIssueMutation } from "../../__generated__/StatementVerificationIssueMutation.graphql.ts";
import type { Period } from "../../features/wages/public-period.ts";
import { formatDateTime } from "../../format/dates.ts";
import { readTypedError, requestError } from "../../relay/typedError.ts";

type Issued = { code: string; issuedAt: string };
type State = { status: "issuing" } | { status: "issued"; statement: Issued } | { status: "failed"; message: string };

/**
 * Issues the period's statement once it shows (once per period: the server gives the same code back for the same
 * period and totals) and prints its verification code with the address anyone can check it at. The code comes
 * from the browser only, so the address is this site's as the browser sees it.
 */
export function StatementVerification({ period }: { period: Period }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: "issuing" });
  const [commit] = useMutation<StatementVerificationIssueMutation>(graphql`
    mutation StatementVerificationIssueMutation($from: Date!, $to: Date!) {
      createWorkStatement(from: $from, to: $to) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationCreateWorkStatementSuccess {
          data {
            code
            issuedAt
          }
        }
      }
    }
  `);
  const issuedFor = useRef<string | null>(null);
  const key = `${period.from}:${period.to}`;
  const failure = t`Could not issue the statement. Please try again.`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: issues once per period
  useEffect(() => {
    if (issuedFor.current === key) return;
    issuedFor.current = key;
    setState({ status: "issuing" });
    commit({
      variables: period,
      onCompleted: ({ createWorkStatement: result }) => {
        if (issuedFor.current !== key) return;
        if (result.__typename === "MutationCreateWorkStatementSuccess" && result.data) {
          setState({ status: "issued", statement: result.data });
          return;
        }
        setState({ status: "failed", message: readTypedError(i18n, result).message || failure });
      },
      onError: (error) => {
        if (issuedFor.current !== key) return;
        setState({ status: "failed", message: requestError(i18n, error).message || failure });
      },
    });
  }, [key]);

  if (state.status === "issuing") {
    return (
      <Text color="gray.700" role="status">
        <Spinner size="xs" me="2" aria-hidden />
        <Trans>Issuing the verification code…</Trans>
      </Text>
    );
  }
  if (state.status === "failed") {
    return (
      <Text color="fg.error" role="alert">
        {state.message}
      </Text>
    );
  }
  const { code, issuedAt } = state.statement;
  const url = `${window.location.origin}/statements/${code}`;
  const issued = formatDateTime(issuedAt);
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" bg="white" p="3">
      <Text>
        <Trans>
          Verification code:{" "}
          <strong data-testid="statement-code" lang="zxx">
            {code}
          </strong>
        </Trans>
      </Text>
      <Text wordBreak="break-all">
        <Trans>Check this statement at {url}</Trans>
      </Text>
      <Text fontSize="sm" color="gray.700">
        <Trans>Issued on {issued}</Trans>
      </Text>
    </Stack>
  );
}
