import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WAGE_MESSAGES, WAGE_TEXT_LIMITS } from "@rules/wages.ts";
import { useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { WorkDayItemConfirmMutation } from "../../__generated__/WorkDayItemConfirmMutation.graphql.ts";
import type { WorkDayItemDisputeMutation } from "../../__generated__/WorkDayItemDisputeMutation.graphql.ts";
import { formatDate, formatDateTime } from "../../format/dates.ts";
import { useWageSave } from "./useWageSave.ts";
import { wageLabel } from "./wageLabel.ts";
import type { WorkDayData } from "./workRecordTypes.ts";

const STATUS_PALETTE: Readonly<Record<string, string>> = { marked: "orange", confirmed: "green", disputed: "red" };

/**
 * One marked day: its date, full or half, and the worker's answer. While a marked day does not count yet, it says
 * when it will; the worker may confirm it or dispute it (with an optional note), and confirm a day she disputed.
 */
export function WorkDayItem({
  applicationId,
  day,
  laborer,
}: {
  applicationId: string;
  day: WorkDayData;
  laborer: boolean;
}) {
  const { i18n } = useLingui();
  const save = useWageSave();
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [confirm, confirming] = useMutation<WorkDayItemConfirmMutation>(graphql`
    mutation WorkDayItemConfirmMutation($applicationId: ID!, $date: Date!) {
      confirmWorkDay(applicationId: $applicationId, date: $date) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationConfirmWorkDaySuccess {
          data {
            id
            ...WorkRecord_application
          }
        }
      }
    }
  `);
  const [dispute, sendingDispute] = useMutation<WorkDayItemDisputeMutation>(graphql`
    mutation WorkDayItemDisputeMutation($applicationId: ID!, $date: Date!, $note: String) {
      disputeWorkDay(applicationId: $applicationId, date: $date, note: $note) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationDisputeWorkDaySuccess {
          data {
            id
            ...WorkRecord_application
          }
        }
      }
    }
  `);

  const date = formatDate(day.date);
  const workerNote = day.note;
  const waiting = day.status === "marked" && !day.counts;
  const canConfirm = laborer && (waiting || day.status === "disputed");
  const canDispute = laborer && waiting;
  const countsOn = day.autoConfirmsAt ? formatDateTime(day.autoConfirmsAt) : null;
  const noteTooLong = note.trim().length > WAGE_TEXT_LIMITS.note;

  function confirmDay() {
    confirm({
      variables: { applicationId, date: day.date },
      onCompleted: ({ confirmWorkDay: result }) => save.answered(result, "MutationConfirmWorkDaySuccess"),
      onError: save.failed,
    });
  }

  function sendDispute() {
    if (noteTooLong) {
      setNoteError(i18n._(WAGE_MESSAGES.note));
      return;
    }
    dispute({
      variables: { applicationId, date: day.date, note: note.trim() || null },
      onCompleted: ({ disputeWorkDay: result }) =>
        save.answered(
          result,
          "MutationDisputeWorkDaySuccess",
          () => {
            setDisputing(false);
            setNote("");
          },
          (fieldErrors) => setNoteError(fieldErrors.note),
        ),
      onError: save.failed,
    });
  }

  return (
    <Box as="li" aria-label={date} borderWidth="1px" borderColor="border" borderRadius="md" p="2">
      <Stack gap="1.5">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="medium">{date}</Text>
          <Badge colorPalette={STATUS_PALETTE[day.status] ?? "gray"} variant="subtle">
            {wageLabel(i18n, day.status)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="gray.700">
          {wageLabel(i18n, day.portion)}
        </Text>
        {workerNote ? (
          <Text fontSize="sm" wordBreak="break-word">
            <Trans>Worker's note: {workerNote}</Trans>
          </Text>
        ) : null}
        {waiting && countsOn ? (
          <Text fontSize="sm" color="gray.700">
            <Trans>Counts as worked on {countsOn} unless disputed</Trans>
          </Text>
        ) : null}
        {canConfirm || canDispute ? (
          <HStack gap="2" wrap="wrap">
            {canConfirm ? (
              <Button colorPalette="brand" size="sm" minH="44px" onClick={confirmDay} loading={confirming}>
                <Trans>Confirm</Trans>
              </Button>
            ) : null}
            {canDispute && !disputing ? (
              <Button variant="outline" size="sm" minH="44px" onClick={() => setDisputing(true)}>
                <Trans>Dispute</Trans>
              </Button>
            ) : null}
          </HStack>
        ) : null}
        {canDispute && disputing ? (
          <Stack gap="2">
            <Field.Root invalid={Boolean(noteError || noteTooLong)}>
              <Field.Label>
                <Trans>What was wrong (optional)</Trans>
              </Field.Label>
              <Textarea
                value={note}
                maxLength={WAGE_TEXT_LIMITS.note}
                rows={3}
                minH="88px"
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(undefined);
                }}
              />
              {noteError || noteTooLong ? (
                <Field.ErrorText>{noteError ?? i18n._(WAGE_MESSAGES.note)}</Field.ErrorText>
              ) : null}
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button colorPalette="red" size="sm" minH="44px" onClick={sendDispute} loading={sendingDispute}>
                <Trans>Send dispute</Trans>
              </Button>
              <Button variant="ghost" size="sm" minH="44px" onClick={() => setDisputing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
