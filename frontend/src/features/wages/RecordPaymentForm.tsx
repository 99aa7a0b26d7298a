import { Button, Field, Heading, Input, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  UPI_REFERENCE_PATTERN,
  WAGE_LABELS,
  WAGE_MESSAGES,
  WAGE_TEXT_LIMITS,
  amountProblem,
  paiseOf,
  rupeesText,
} from "@rules/wages.ts";
import { type FormEvent, useId, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type {
  PaymentMethod,
  RecordPaymentFormMutation,
} from "../../__generated__/RecordPaymentFormMutation.graphql.ts";
import { AmountField, rupeesOf } from "./AmountField.tsx";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { useWageSave } from "./useWageSave.ts";

type Errors = { amount?: string; reference?: string };

/** The balance as rupees to type over: 90000 → "900", 90050 → "900.50"; nothing when nothing is owed. */
const balanceText = (balancePaise: number) => (balancePaise > 0 ? rupeesText(balancePaise).replace(/\.00$/, "") : "");

/**
 * The employer records a payment: the amount (the balance until they type another), cash or UPI, and for UPI
 * the transaction reference. The amount is sent in paise.
 */
export function RecordPaymentForm({ applicationId, balancePaise }: { applicationId: string; balancePaise: number }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const save = useWageSave();
  // Until the employer types an amount, the field follows the balance.
  const [typed, setTyped] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const amount = typed ?? balanceText(balancePaise);
  const [commit, saving] = useMutation<RecordPaymentFormMutation>(graphql`
    mutation RecordPaymentFormMutation(
      $applicationId: ID!
      $amountPaise: Int!
      $method: PaymentMethod!
      $reference: String
    ) {
      recordWagePayment(
        applicationId: $applicationId
        amountPaise: $amountPaise
        method: $method
        reference: $reference
      ) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationRecordWagePaymentSuccess {
          data {
            id
            ...WorkRecord_application
          }
        }
      }
    }
  `);

  function recordPayment(event: FormEvent) {
    event.preventDefault();
    const rupees = rupeesOf(amount);
    const amountIssue = amountProblem(rupees);
    const referenceIssue =
      method === "upi" && !UPI_REFERENCE_PATTERN.test(reference.trim()) ? WAGE_MESSAGES.reference : null;
    if (amountIssue || referenceIssue) {
      setErrors({
        amount: amountIssue ? i18n._(amountIssue) : undefined,
        reference: referenceIssue ? i18n._(referenceIssue) : undefined,
      });
      return;
    }
    commit({
      variables: {
        applicationId,
        amountPaise: paiseOf(rupees),
        method,
        reference: method === "upi" ? reference.trim() : null,
      },
      onCompleted: ({ recordWagePayment: result }) =>
        save.answered(
          result,
          "MutationRecordWagePaymentSuccess",
          () => {
            setTyped(null);
            setReference("");
          },
          (fieldErrors) => setErrors({ amount: fieldErrors.amount, reference: fieldErrors.reference }),
        ),
      onError: save.failed,
    });
  }

  return (
    <form onSubmit={recordPayment} noValidate aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h4" size="xs" id={headingId}>
          <Trans>Record a payment</Trans>
        </Heading>
        <AmountField
          label={<Trans>Amount (₹)</Trans>}
          value={amount}
          error={errors.amount}
          onChange={(value) => {
            setTyped(value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <ChoiceGroup<PaymentMethod>
          label={<Trans context="payment method">Paid by</Trans>}
          value={method}
          onChange={setMethod}
          options={[
            { value: "cash", label: i18n._(WAGE_LABELS.cash) },
            { value: "upi", label: i18n._(WAGE_LABELS.upi) },
          ]}
        />
        {method === "upi" ? (
          <Field.Root invalid={Boolean(errors.reference)}>
            <Field.Label>
              <Trans>UPI reference</Trans>
            </Field.Label>
            <Input
              value={reference}
              maxLength={WAGE_TEXT_LIMITS.reference}
              autoComplete="off"
              onChange={(event) => {
                setReference(event.target.value);
                setErrors((current) => ({ ...current, reference: undefined }));
              }}
            />
            {errors.reference ? <Field.ErrorText>{errors.reference}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
        <Button type="submit" colorPalette="brand" minH="44px" alignSelf="flex-start" loading={saving}>
          <Trans>Record payment</Trans>
        </Button>
      </Stack>
    </form>
  );
}
