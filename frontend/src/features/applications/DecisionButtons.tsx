import { Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { useApplicationDecision } from "./useApplicationDecision.ts";

/** Decline and Accept for a pending application; the buttons name the applicant for screen readers. */
export function DecisionButtons({ applicationId, applicantName }: { applicationId: string; applicantName: string }) {
  const { t } = useLingui();
  const { decide, deciding } = useApplicationDecision(applicationId);
  return (
    <HStack gap="2">
      <Button
        flex="1"
        variant="outline"
        colorPalette="red"
        bg="white"
        onClick={() => decide("rejected")}
        disabled={deciding}
        aria-label={t`Decline ${applicantName}`}
      >
        <X aria-hidden />
        <Trans>Decline</Trans>
      </Button>
      <Button
        flex="1"
        colorPalette="brand"
        onClick={() => decide("accepted")}
        disabled={deciding}
        aria-label={t`Accept ${applicantName}`}
      >
        <Check aria-hidden />
        <Trans>Accept</Trans>
      </Button>
    </HStack>
  );
}
