import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { PaymentItem } from "./PaymentItem.tsx";
import type { WagePaymentData } from "./workRecordTypes.ts";

/** The payments the employer recorded, oldest first; the worker confirms each she received. */
export function PaymentList(props: { applicationId: string; payments: readonly WagePaymentData[]; laborer: boolean }) {
  return (
    <Stack gap="1.5">
      <Heading as="h4" size="xs">
        <Trans>Payments</Trans>
      </Heading>
      {props.payments.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          <Trans>No payments recorded yet</Trans>
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          {props.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} laborer={props.laborer} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
