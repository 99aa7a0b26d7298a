import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useMutation } from "react-relay";
import type { PaymentItemConfirmMutation } from "../../__generated__/PaymentItemConfirmMutation.graphql.ts";
import { formatDateTime } from "../../format/dates.ts";
import { formatPaise } from "../../format/money.ts";
import { useWageSave } from "./useWageSave.ts";
import { wageLabel } from "./wageLabel.ts";
import type { WagePaymentData } from "./workRecordTypes.ts";

/** One payment: amount, cash or UPI (with its reference), the day; 'Received' once the worker confirmed it. */
export function PaymentItem({ payment, laborer }: { payment: WagePaymentData; laborer: boolean }) {
  const { i18n } = useLingui();
  const save = useWageSave();
  const [confirm, confirming] = useMutation<PaymentItemConfirmMutation>(graphql`
    mutation PaymentItemConfirmMutation($paymentId: ID!) {
      confirmWagePayment(paymentId: $paymentId) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationConfirmWagePaymentSuccess {
          data {
            id
            ...WorkRecord_application
          }
        }
      }
    }
  `);
  const amount = formatPaise(payment.amountPaise);
  const method = wageLabel(i18n, payment.method);
  const day = formatDateTime(payment.paidAt);
  const reference = payment.reference;

  function confirmReceived() {
    confirm({
      variables: { paymentId: payment.id },
      onCompleted: ({ confirmWagePayment: result }) => save.answered(result, "MutationConfirmWagePaymentSuccess"),
      onError: save.failed,
    });
  }

  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="md" p="2">
      <Stack gap="1.5">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            <Trans>
              {amount} by {method} on {day}
            </Trans>
          </Text>
          {payment.confirmedAt ? (
            <Badge colorPalette="green" variant="subtle">
              <Trans>Received</Trans>
            </Badge>
          ) : null}
        </HStack>
        {reference ? (
          <Text fontSize="sm" color="gray.700" wordBreak="break-all">
            <Trans>Reference: {reference}</Trans>
          </Text>
        ) : null}
        {laborer && !payment.confirmedAt ? (
          <Button
            colorPalette="brand"
            size="sm"
            minH="44px"
            alignSelf="flex-start"
            onClick={confirmReceived}
            loading={confirming}
          >
            <Trans>I received it</Trans>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
