import { Button, Field, Heading, Input, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WAGE_MESSAGES, WAGE_TEXT_LIMITS, amountProblem, paiseOf } from "@rules/wages.ts";
import { type FormEvent, useId, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { AddExtraFormMutation } from "../../__generated__/AddExtraFormMutation.graphql.ts";
import { AmountField, rupeesOf } from "./AmountField.tsx";
import { useWageSave } from "./useWageSave.ts";

type Errors = { label?: string; amount?: string };

/** The employer adds an agreed extra (travel, a bonus): what it is for and its amount, sent in paise. */
export function AddExtraForm({ applicationId }: { applicationId: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const save = useWageSave();
  const [label, setLabel] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [commit, saving] = useMutation<AddExtraFormMutation>(graphql`
    mutation AddExtraFormMutation($applicationId: ID!, $label: String!, $amountPaise: Int!) {
      addWageExtra(applicationId: $applicationId, label: $label, amountPaise: $amountPaise) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationAddWageExtraSuccess {
          data {
            id
            ...WorkRecord_application
          }
        }
      }
    }
  `);

  function addExtra(event: FormEvent) {
    event.preventDefault();
    const rupees = rupeesOf(amount);
    const name = label.trim();
    const labelIssue = !name || name.length > WAGE_TEXT_LIMITS.label ? WAGE_MESSAGES.label : null;
    const amountIssue = amountProblem(rupees);
    if (labelIssue || amountIssue) {
      setErrors({
        label: labelIssue ? i18n._(labelIssue) : undefined,
        amount: amountIssue ? i18n._(amountIssue) : undefined,
      });
      return;
    }
    commit({
      variables: { applicationId, label: name, amountPaise: paiseOf(rupees) },
      onCompleted: ({ addWageExtra: result }) =>
        save.answered(
          result,
          "MutationAddWageExtraSuccess",
          () => {
            setLabel("");
            setAmount("");
          },
          (fieldErrors) => setErrors({ label: fieldErrors.label, amount: fieldErrors.amount }),
        ),
      onError: save.failed,
    });
  }

  return (
    <form onSubmit={addExtra} noValidate aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h4" size="xs" id={headingId}>
          <Trans>Add an extra</Trans>
        </Heading>
        <Field.Root invalid={Boolean(errors.label)}>
          <Field.Label>
            <Trans>What for</Trans>
          </Field.Label>
          <Input
            value={label}
            maxLength={WAGE_TEXT_LIMITS.label}
            autoComplete="off"
            onChange={(event) => {
              setLabel(event.target.value);
              setErrors((current) => ({ ...current, label: undefined }));
            }}
          />
          {errors.label ? <Field.ErrorText>{errors.label}</Field.ErrorText> : null}
        </Field.Root>
        <AmountField
          label={<Trans>Extra amount (₹)</Trans>}
          value={amount}
          error={errors.amount}
          onChange={(value) => {
            setAmount(value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <Button
          type="submit"
          colorPalette="brand"
          variant="outline"
          minH="44px"
          alignSelf="flex-start"
          loading={saving}
        >
          <Trans>Add extra</Trans>
        </Button>
      </Stack>
    </form>
  );
}
