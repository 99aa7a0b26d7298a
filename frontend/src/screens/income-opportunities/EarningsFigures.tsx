import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatPaise } from "../../format/money.ts";
import { formatHalfCount } from "../../format/numbers.ts";

/** The period's totals: days worked, earned, paid and still due, two to a row on a phone. */
export function EarningsFigures(props: { halves: number; earnedPaise: number; paidPaise: number; duePaise: number }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Days worked`, value: formatHalfCount(props.halves / 2), testId: "earnings-days" },
    {
      label: t({ message: "Earned", context: "money" }),
      value: formatPaise(props.earnedPaise),
      testId: "earnings-earned",
    },
    { label: t({ message: "Paid", context: "money" }), value: formatPaise(props.paidPaise), testId: "earnings-paid" },
    { label: t`Due`, value: formatPaise(props.duePaise), testId: "earnings-due" },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="3">
      {figures.map((figure) => (
        <Stack key={figure.testId} gap="0.5" bg="white" borderWidth="1px" borderRadius="md" p="3">
          <Text as="dt" fontSize="sm" color="gray.700">
            {figure.label}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold" color="gray.900" data-testid={figure.testId}>
            {figure.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
