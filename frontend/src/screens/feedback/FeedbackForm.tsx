import { Button, Checkbox, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from "@rules/feedback.ts";
import type { FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import type { FeedbackFormSubmitMutation } from "../../__generated__/FeedbackFormSubmitMutation.graphql.ts";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useCheckedForm, useMutationForm } from "../../features/forms/index.ts";
import { notify } from "../../toasts/toaster.ts";
import {
  checkFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_FIELDS,
  type FeedbackField,
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
  const [commit] = useMutation<FeedbackFormSubmitMutation>(graphql`
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
  const form = useCheckedForm<FeedbackValues, FeedbackField>(
    () => EMPTY_FEEDBACK,
    (values) => checkFeedback(values).errors,
  );
  const { values, shown, change } = form;
  const save = useMutationForm(form, {
    fields: FEEDBACK_FIELDS,
    failure: { title: t`Error`, fallback: t`Failed to send feedback. Please try again.` },
    onSaved: form.reset,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.saving) return;
    if (!form.submit()) {
      if (checkFeedback(values).missing.length > 0)
        notify.error(t`Required Fields Missing`, t`Please fill in category, subject, and message fields.`);
      else notify.error(t`Please check the form`, form.say(Object.values(form.clientErrors)[0]!));
      return;
    }
    save.send({
      commit,
      variables: { input: toFeedbackInput(values) },
      result: (response) => response.submitFeedback,
      success: "MutationSubmitFeedbackSuccess",
      saved: { title: t`Feedback Sent!`, description: t`Thank you for helping us improve KhetSetu.` },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Feedback`}>
      <Stack gap="4">
        <OptionSelect
          label={<Trans>Category</Trans>}
          placeholder={t`Select a category`}
          options={FEEDBACK_CATEGORIES.map((category) => ({
            value: category,
            label: i18n._(FEEDBACK_CATEGORY_LABELS[category]),
          }))}
          value={values.category}
          error={shown("category")}
          onChange={(category) => change({ category: category as FeedbackValues["category"] }, "category")}
        />
        <TextField
          label={<Trans>Subject</Trans>}
          value={values.subject}
          maxLength={FEEDBACK_LIMITS.subjectMax}
          placeholder={t`e.g. Apply not working`}
          error={shown("subject")}
          onChange={(subject) => change({ subject }, "subject")}
        />
        <TextField
          label={<Trans>Your message</Trans>}
          value={values.message}
          multiline
          maxLength={FEEDBACK_LIMITS.messageMax}
          placeholder={t`What happened, or what would help you?`}
          error={shown("message")}
          onChange={(message) => change({ message }, "message")}
        />
        <OptionSelect
          label={<Trans>Rating</Trans>}
          placeholder={t`No rating`}
          options={RATING_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={values.rating}
          helper={<Trans>Optional: how do you find KhetSetu?</Trans>}
          error={shown("rating")}
          onChange={(rating) => change({ rating }, "rating")}
        />
        <TextField
          label={<Trans>Contact e-mail</Trans>}
          value={values.contactEmail}
          inputMode="email"
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.contactEmailMax}
          helper={<Trans>Optional: where we can reply.</Trans>}
          error={shown("contactEmail")}
          onChange={(contactEmail) => change({ contactEmail }, "contactEmail")}
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
        <Button type="submit" colorPalette="brand" minH="44px" loading={save.saving} loadingText={t`Sending...`}>
          <Trans>Send Feedback</Trans>
        </Button>
      </Stack>
    </form>
  );
}
