import { Button, Checkbox, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from "@rules/feedback.ts";
import { type FormEvent, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { FeedbackFormSubmitMutation } from "../../__generated__/FeedbackFormSubmitMutation.graphql.ts";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { TextField } from "../../components/TextField.tsx";
import { notify } from "../../toasts/toaster.ts";
import { notifyError, readTypedError, requestError, type TypedError } from "../../relay/typedError.ts";
import {
  checkFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_FIELDS,
  type FeedbackField,
  type FeedbackProblem,
  type FeedbackValues,
  RATING_OPTIONS,
  toFeedbackInput,
} from "./feedbackForm.ts";

/**
 * The feedback form: category, subject and message (required), an optional rating and contact e-mail, and whether
 * KhetSetu may get in touch. Checked before sending by the rules the server applies; sent with `submitFeedback`,
 * which works signed in or out. Sent, it toasts 'Feedback Sent!' and empties itself.
 */
export function FeedbackForm() {
  const { t, i18n } = useLingui();
  const [commit, sending] = useMutation<FeedbackFormSubmitMutation>(graphql`
    mutation FeedbackFormSubmitMutation($input: FeedbackInput!) {
      submitFeedback(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationSubmitFeedbackSuccess {
          data {
            databaseId
            message
          }
        }
      }
    }
  `);
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [touched, setTouched] = useState<ReadonlySet<FeedbackField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The server's field messages; a field's message goes once the field is edited. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<FeedbackField, string>>>({});

  const check = checkFeedback(values);
  /** A problem in the user's language: a shared rule's message or the form's own. */
  const say = (problem: FeedbackProblem): string => (typeof problem === "string" ? i18n._(problem) : i18n._(problem));
  const shown = (field: FeedbackField): string | undefined => {
    const problem = submitted || touched.has(field) ? check.errors[field] : undefined;
    return problem ? say(problem) : serverErrors[field];
  };

  function change(next: Partial<FeedbackValues>) {
    setValues((current) => ({ ...current, ...next }));
    const fields = Object.keys(next).filter((key): key is FeedbackField => FEEDBACK_FIELDS.has(key));
    setTouched((current) => new Set([...current, ...fields]));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as FeedbackField))));
  }

  function reset() {
    setValues(EMPTY_FEEDBACK);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }

  function failed(error: TypedError) {
    setServerErrors(Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => FEEDBACK_FIELDS.has(field))));
    notifyError(error, t`Error`, t`Failed to send feedback. Please try again.`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (sending) return;
    if (check.missing.length > 0) {
      notify.error(t`Required Fields Missing`, t`Please fill in category, subject, and message fields.`);
      return;
    }
    const firstProblem = Object.values(check.errors)[0];
    if (firstProblem) {
      notify.error(t`Please check the form`, say(firstProblem));
      return;
    }
    commit({
      variables: { input: toFeedbackInput(values) },
      onCompleted: ({ submitFeedback: result }) => {
        if (result.__typename === "MutationSubmitFeedbackSuccess") {
          reset();
          notify.success(t`Feedback Sent!`, t`Thank you for helping us improve KhetSetu.`);
        } else {
          failed(readTypedError(i18n, result));
        }
      },
      onError: (error) => failed(requestError(i18n, error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Feedback`}>
      <Stack gap="4">
        <OptionSelect
          label={<Trans>Category</Trans>}
          placeholder={t`Select a category`}
          options={FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: i18n._(FEEDBACK_CATEGORY_LABELS[category]) }))}
          value={values.category}
          error={shown("category")}
          onChange={(category) => change({ category: category as FeedbackValues["category"] })}
        />
        <TextField
          label={<Trans>Subject</Trans>}
          value={values.subject}
          maxLength={FEEDBACK_LIMITS.subjectMax}
          placeholder={t`e.g. Apply not working`}
          error={shown("subject")}
          onChange={(subject) => change({ subject })}
        />
        <TextField
          label={<Trans>Your message</Trans>}
          value={values.message}
          multiline
          maxLength={FEEDBACK_LIMITS.messageMax}
          placeholder={t`What happened, or what would help you?`}
          error={shown("message")}
          onChange={(message) => change({ message })}
        />
        <OptionSelect
          label={<Trans>Rating</Trans>}
          placeholder={t`No rating`}
          options={RATING_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={values.rating}
          helper={<Trans>Optional: how do you find KhetSetu?</Trans>}
          error={shown("rating")}
          onChange={(rating) => change({ rating })}
        />
        <TextField
          label={<Trans>Contact e-mail</Trans>}
          value={values.contactEmail}
          inputMode="email"
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.contactEmailMax}
          helper={<Trans>Optional: where we can reply.</Trans>}
          error={shown("contactEmail")}
          onChange={(contactEmail) => change({ contactEmail })}
        />
        <Checkbox.Root
          checked={values.allowContact}
          onCheckedChange={(event) => change({ allowContact: event.checked === true })}
          colorPalette="brand"
          minH="44px"
          alignItems="center"
          gap="3"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">
            <Trans>KhetSetu may contact me about this feedback</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" minH="44px" loading={sending} loadingText={t`Sending...`}>
          <Trans>Send Feedback</Trans>
        </Button>
      </Stack>
    </form>
  );
}
