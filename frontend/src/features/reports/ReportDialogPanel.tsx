import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  REPORT_REASONS,
  type ReportReasonCode,
  type ReportTargetType,
  reportDetailsProblem,
} from "@rules/moderation.ts";
import { useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { ReportDialogMutation } from "../../__generated__/ReportDialogMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { REASON_LABELS } from "./reportLabels.ts";

type Props = {
  targetType: ReportTargetType;
  /** The reported thing's global id. */
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when the dialog closes (the Report button). */
  finalFocusEl: () => HTMLElement | null;
};

/**
 * The Report dialog (its own chunk, with Chakra's dialog part, loaded when Report is first pressed): one of five
 * reasons, details for Other, then "Report sent".
 */
export default function ReportDialogPanel({ targetType, targetId, open, onOpenChange, finalFocusEl }: Props) {
  const { t, i18n } = useLingui();
  const [commit, sending] = useMutation<ReportDialogMutation>(graphql`
    mutation ReportDialogMutation($targetType: ReportTarget!, $targetId: ID!, $reason: ReportReason!, $details: String) {
      reportContent(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationReportContentSuccess {
          data {
            databaseId
            status
          }
        }
      }
    }
  `);
  const [reason, setReason] = useState<ReportReasonCode | null>(null);
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function send() {
    if (!reason) {
      setProblem(t`Choose a reason`);
      return;
    }
    const issue = reportDetailsProblem(reason, details);
    if (issue) {
      setProblem(i18n._(issue));
      return;
    }
    setProblem(null);
    commit({
      variables: { targetType, targetId, reason, details: details.trim() || null },
      onCompleted: ({ reportContent: result }) => {
        if (result.__typename === "MutationReportContentSuccess") {
          setSent(true);
          return;
        }
        const error = readTypedError(i18n, result);
        setProblem(error.message);
      },
      onError: (error) =>
        notifyError(requestError(i18n, error), t`Error`, t`Could not send the report. Please try again.`),
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) setSent(false);
      }}
      finalFocusEl={finalFocusEl}
      placement="center"
      size={{ base: "full", sm: "md" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Report to KhetSetu</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {sent ? (
                <Text role="status" fontWeight="semibold">
                  <Trans>Report sent. A moderator will look at it; see its status in My reports.</Trans>
                </Text>
              ) : (
                <Stack gap="3">
                  <fieldset>
                    <legend>
                      <Text fontWeight="semibold" mb="2">
                        <Trans>What is wrong?</Trans>
                      </Text>
                    </legend>
                    <Stack gap="1">
                      {REPORT_REASONS.map((code) => (
                        <label
                          key={code}
                          style={{ display: "flex", alignItems: "center", gap: "0.5rem", minHeight: "44px" }}
                        >
                          <input
                            type="radio"
                            name="report-reason"
                            value={code}
                            checked={reason === code}
                            onChange={() => setReason(code)}
                            style={{ width: "1.25rem", height: "1.25rem" }}
                          />
                          {i18n._(REASON_LABELS[code])}
                        </label>
                      ))}
                    </Stack>
                  </fieldset>
                  <Field.Root required={reason === "other"}>
                    <Field.Label>
                      {reason === "other" ? (
                        <Trans>What happened (required)</Trans>
                      ) : (
                        <Trans>What happened (optional)</Trans>
                      )}
                    </Field.Label>
                    <Textarea value={details} onChange={(event) => setDetails(event.target.value)} rows={3} />
                  </Field.Root>
                  {problem ? (
                    <Text role="alert" color="red.700">
                      {problem}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {sent ? (
                <Dialog.ActionTrigger asChild>
                  <Button minH="11">
                    <Trans>Close</Trans>
                  </Button>
                </Dialog.ActionTrigger>
              ) : (
                <>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" minH="11">
                      <Trans>Cancel</Trans>
                    </Button>
                  </Dialog.ActionTrigger>
                  <Button colorPalette="red" minH="11" onClick={send} loading={sending}>
                    <Trans>Send report</Trans>
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
