import { Button, Field, Heading, Input, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WAGE_LABELS, WAGE_MESSAGES, WORK_DAY_PAST_DAYS, indiaDate } from "@rules/wages.ts";
import { type FormEvent, useId, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { MarkDayFormMutation, WorkPortion } from "../../__generated__/MarkDayFormMutation.graphql.ts";
import { pageNow } from "../../rendered/page-clock.ts";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { useWageSave } from "./useWageSave.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The employer marks a day the worker worked, full or half: today by default (India's calendar), at most
 * WORK_DAY_PAST_DAYS back. Marking a day again corrects it until the worker confirms it.
 */
export function MarkDayForm({ applicationId }: { applicationId: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const save = useWageSave();
  // The page's clock: a server-rendered page and its hydration agree on today.
  const [range] = useState(() => {
    const now = pageNow();
    return { today: indiaDate(now), earliest: indiaDate(new Date(now.getTime() - WORK_DAY_PAST_DAYS * DAY_MS)) };
  });
  const [date, setDate] = useState(range.today);
  const [portion, setPortion] = useState<WorkPortion>("full");
  const [dateError, setDateError] = useState<string | undefined>();
  const [commit, saving] = useMutation<MarkDayFormMutation>(graphql`
    mutation MarkDayFormMutation($applicationId: ID!, $date: Date!, $portion: WorkPortion!) {
      markWorkDay(applicationId: $applicationId, date: $date, portion: $portion) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationMarkWorkDaySuccess {
          data {
            id
            ...WorkRecord_application
          }
        }
      }
    }
  `);

  function markDay(event: FormEvent) {
    event.preventDefault();
    if (!date || date < range.earliest || date > range.today) {
      setDateError(i18n._(WAGE_MESSAGES.date));
      return;
    }
    commit({
      variables: { applicationId, date, portion },
      onCompleted: ({ markWorkDay: result }) =>
        save.answered(result, "MutationMarkWorkDaySuccess", undefined, (fieldErrors) => setDateError(fieldErrors.date)),
      onError: save.failed,
    });
  }

  return (
    <form onSubmit={markDay} noValidate aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h4" size="xs" id={headingId}>
          <Trans>Mark a day worked</Trans>
        </Heading>
        <Field.Root invalid={Boolean(dateError)}>
          <Field.Label>
            <Trans>Day worked</Trans>
          </Field.Label>
          <Input
            type="date"
            value={date}
            min={range.earliest}
            max={range.today}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(undefined);
            }}
          />
          {dateError ? <Field.ErrorText>{dateError}</Field.ErrorText> : null}
        </Field.Root>
        <ChoiceGroup<WorkPortion>
          label={<Trans>Portion</Trans>}
          value={portion}
          onChange={setPortion}
          options={[
            { value: "full", label: i18n._(WAGE_LABELS.full) },
            { value: "half", label: i18n._(WAGE_LABELS.half) },
          ]}
        />
        <Button
          type="submit"
          colorPalette="brand"
          variant="outline"
          minH="44px"
          alignSelf="flex-start"
          loading={saving}
        >
          <Trans>Mark day</Trans>
        </Button>
      </Stack>
    </form>
  );
}
