import { Heading, List, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatPaise } from "../../format/money.ts";

type EmployerEarnings = {
  readonly employerName: string;
  readonly jobs: number;
  readonly halves: number;
  readonly earnedPaise: number;
  readonly paidPaise: number;
  readonly duePaise: number;
};

/** The period's work for each employer: hires, days, earned, paid and still due. */
export function EarningsByEmployer({ employers }: { employers: readonly EmployerEarnings[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        <Trans>By employer</Trans>
      </Heading>
      <List.Root variant="plain" gap="2" aria-label={t`By employer`}>
        {employers.map((employer, index) => {
          const earned = formatPaise(employer.earnedPaise);
          const paid = formatPaise(employer.paidPaise);
          const due = formatPaise(employer.duePaise);
          return (
            <List.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order; two employers may share a name
              key={`${index}:${employer.employerName}`}
              display="block"
              bg="white"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <Text fontWeight="semibold" wordBreak="break-word">
                {employer.employerName}
              </Text>
              <Text fontSize="sm" color="gray.700">
                <Plural value={employer.jobs} one="# job" other="# jobs" />
                {" · "}
                <Plural value={employer.halves / 2} one="# day worked" other="# days worked" />
              </Text>
              <Text fontSize="sm" color="gray.900">
                <Trans>
                  Earned {earned} · Paid {paid} · Due {due}
                </Trans>
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
