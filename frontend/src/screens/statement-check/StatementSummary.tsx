import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate, formatDateTime } from "../../format/dates.ts";
import { formatPaise } from "../../format/money.ts";
import { formatHalfCount } from "../../format/numbers.ts";

type Statement = {
  readonly code: string;
  readonly workerName: string | null | undefined;
  readonly from: string;
  readonly to: string;
  readonly jobs: number;
  readonly halves: number;
  readonly earnedPaise: number;
  readonly paidPaise: number;
  readonly duePaise: number;
  readonly issuedAt: string;
};

/** A statement as issued: its code, the worker's name, the period, its totals and when it was issued. */
export function StatementSummary({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const { code } = statement;
  const from = formatDate(statement.from);
  const to = formatDate(statement.to);
  const issued = formatDateTime(statement.issuedAt);
  const figures = [
    { label: t`Jobs`, value: String(statement.jobs), testId: "statement-jobs" },
    { label: t`Days worked`, value: formatHalfCount(statement.halves / 2), testId: "statement-days" },
    {
      label: t({ message: "Earned", context: "money" }),
      value: formatPaise(statement.earnedPaise),
      testId: "statement-earned",
    },
    {
      label: t({ message: "Paid", context: "money" }),
      value: formatPaise(statement.paidPaise),
      testId: "statement-paid",
    },
    { label: t`Due`, value: formatPaise(statement.duePaise), testId: "statement-due" },
  ];
  return (
    <Stack
      as="section"
      aria-labelledby="statement-heading"
      gap="3"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id="statement-heading">
          <Trans>Statement {code}</Trans>
        </Heading>
        {statement.workerName && (
          <Text fontWeight="semibold" data-testid="statement-worker">
            {statement.workerName}
          </Text>
        )}
        <Text color="gray.700">
          <Trans>
            Period: {from} to {to}
          </Trans>
        </Text>
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 5 }} gap="3">
        {figures.map((figure) => (
          <Stack key={figure.testId} gap="0.5">
            <Text as="dt" fontSize="sm" color="gray.700">
              {figure.label}
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="bold" data-testid={figure.testId}>
              {figure.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="gray.700">
        <Trans>Issued on {issued}</Trans>
      </Text>
    </Stack>
  );
}
