import { DataList } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatPaise } from "../../format/money.ts";
import { formatHalfCount } from "../../format/numbers.ts";
import type { WorkRecordData } from "./workRecordTypes.ts";

/** The record's figures: the daily rate, the days that count, and what is due, paid and still owed. */
export function WageFigures({ record }: { record: WorkRecordData }) {
  const { t } = useLingui();
  const rate = formatPaise(record.ratePaise);
  const figures = [
    { label: <Trans>Rate</Trans>, value: t`${rate} a day`, testId: "wage-rate" },
    { label: <Trans>Days worked</Trans>, value: formatHalfCount(record.halvesWorked / 2), testId: "days-worked" },
    { label: <Trans context="total owed">Due</Trans>, value: formatPaise(record.duePaise), testId: "wage-due" },
    { label: <Trans context="money">Paid</Trans>, value: formatPaise(record.paidPaise), testId: "wage-paid" },
    { label: <Trans>Balance</Trans>, value: formatPaise(record.balancePaise), testId: "wage-balance" },
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {figures.map((figure) => (
        <DataList.Item key={figure.testId}>
          <DataList.ItemLabel color="gray.700" minW="28">
            {figure.label}
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid={figure.testId} fontWeight="medium" color="fg">
            {figure.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
