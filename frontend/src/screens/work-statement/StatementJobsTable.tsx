import { List, Table, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WAGE_LABELS } from "@rules/wages.ts";
import { formatDateTime } from "../../format/dates.ts";
import { formatPaise } from "../../format/money.ts";
import { formatHalfCount } from "../../format/numbers.ts";

type Payment = { readonly amountPaise: number; readonly method: string; readonly paidAt: string };
type Job = {
  readonly applicationId: number;
  readonly jobTitle: string;
  readonly employerName: string;
  readonly ratePaise: number;
  readonly halves: number;
  readonly earnedPaise: number;
  readonly paidPaise: number;
  readonly duePaise: number;
  readonly payments: readonly Payment[];
};
type Totals = { halves: number; earnedPaise: number; paidPaise: number; duePaise: number };

/** Each job of the period (days, rate, earned, each payment with its date, still due) and the totals. */
export function StatementJobsTable({ jobs, totals }: { jobs: readonly Job[]; totals: Totals }) {
  const { t, i18n } = useLingui();
  const methodLabel = (method: string) =>
    method === "cash" ? i18n._(WAGE_LABELS.cash) : method === "upi" ? i18n._(WAGE_LABELS.upi) : method;
  const paid = formatPaise(totals.paidPaise);
  return (
    // Scrolls sideways on a phone (focusable, so the keyboard can scroll it too); printed whole.
    <Table.ScrollArea
      role="region"
      aria-label={t`Jobs in this statement`}
      tabIndex={0}
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      css={{ "@media print": { overflow: "visible" } }}
    >
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Job</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Employer</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Days worked</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Daily rate</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans context="money">Earned</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Payments</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Still due</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.applicationId}>
              <Table.Cell>{job.jobTitle}</Table.Cell>
              <Table.Cell>{job.employerName}</Table.Cell>
              <Table.Cell textAlign="end">{formatHalfCount(job.halves / 2)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPaise(job.ratePaise)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPaise(job.earnedPaise)}</Table.Cell>
              <Table.Cell>
                {job.payments.length === 0 ? (
                  <Text color="gray.700">
                    <Trans>None</Trans>
                  </Text>
                ) : (
                  <List.Root variant="plain" gap="0.5">
                    {job.payments.map((payment, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a job's payments are listed as the server orders them
                      <List.Item key={index} whiteSpace="nowrap">
                        {formatPaise(payment.amountPaise)} · {methodLabel(payment.method)} ·{" "}
                        {formatDateTime(payment.paidAt)}
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatPaise(job.duePaise)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={2}>
              <Trans>Total</Trans>
            </Table.Cell>
            <Table.Cell textAlign="end">{formatHalfCount(totals.halves / 2)}</Table.Cell>
            <Table.Cell />
            <Table.Cell textAlign="end">{formatPaise(totals.earnedPaise)}</Table.Cell>
            <Table.Cell>
              <Trans>Paid {paid}</Trans>
            </Table.Cell>
            <Table.Cell textAlign="end">{formatPaise(totals.duePaise)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
