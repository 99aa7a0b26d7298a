import { Button, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { MessageCircle, MessageSquare, Phone } from "lucide-react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { ContactButtonsStartConversationMutation } from "../../__generated__/ContactButtonsStartConversationMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";

export type ContactKind = "employer" | "laborer" | "provider" | "service";

type Props = {
  /** The person's display name (used in the buttons' accessible names). */
  name: string;
  /** 10-digit Indian number, if the viewer may see it. */
  mobileNumber?: string | null;
  /** The person's global id: enables 'Message' (an in-app conversation). */
  userId?: string | null;
  /** The job the conversation is about, if any. */
  jobId?: string | null;
  kind: ContactKind;
};

/** The 10 national digits of an Indian mobile number (drops +91 / 91 / 0 prefixes), or null. */
export function nationalDigits(mobileNumber: string | null | undefined): string | null {
  const digits = (mobileNumber ?? "").replace(/\D/g, "");
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  return national.length === 10 ? national : null;
}

/**
 * Call (tel:+91…), WhatsApp (wa.me/91…) and Message (starts an in-app conversation, then opens it at
 * /messages?conversation=<id>).
 * Without a number, Call shows 'Phone number not available for this employer/laborer/training provider'.
 */
export function ContactButtons({ name, mobileNumber, userId, jobId, kind }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const number = nationalDigits(mobileNumber);
  const [startConversation, starting] = useMutation<ContactButtonsStartConversationMutation>(graphql`
    mutation ContactButtonsStartConversationMutation($participantId: ID!, $jobId: ID) {
      startConversation(participantId: $participantId, jobId: $jobId) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationStartConversationSuccess {
          data {
            id
          }
        }
      }
    }
  `);

  function noNumber() {
    notify.error(
      {
        employer: t`Phone number not available for this employer`,
        laborer: t`Phone number not available for this laborer`,
        provider: t`Phone number not available for this training provider`,
        service: t`Phone number not available for this service provider`,
      }[kind],
    );
  }

  function message() {
    if (!userId) return;
    startConversation({
      variables: { participantId: userId, ...(jobId ? { jobId } : {}) },
      onCompleted: ({ startConversation: result }) => {
        if (result.__typename === "MutationStartConversationSuccess")
          void navigate(`/messages?conversation=${encodeURIComponent(result.data?.id ?? "")}`);
        else notifyError(readTypedError(i18n, result), t`Error`, t`Failed to start a conversation. Please try again.`);
      },
      onError: (error) =>
        notifyError(requestError(i18n, error), t`Error`, t`Failed to start a conversation. Please try again.`),
    });
  }

  return (
    <HStack gap="2" wrap="wrap">
      {number ? (
        <Button asChild variant="outline" colorPalette="brand" flex="1 0 auto">
          <a href={`tel:+91${number}`} aria-label={t`Call ${name}`}>
            <Phone aria-hidden />
            {t`Call`}
          </a>
        </Button>
      ) : (
        <Button variant="outline" colorPalette="brand" flex="1 0 auto" onClick={noNumber} aria-label={t`Call ${name}`}>
          <Phone aria-hidden />
          {t`Call`}
        </Button>
      )}
      {number && (
        <Button asChild variant="outline" colorPalette="green" flex="1 0 auto">
          <a
            href={`https://wa.me/91${number}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`WhatsApp ${name}`}
          >
            <MessageCircle aria-hidden />
            {t`WhatsApp`}
          </a>
        </Button>
      )}
      {userId && (
        <Button
          variant="outline"
          colorPalette="brand"
          flex="1 0 auto"
          onClick={message}
          loading={starting}
          aria-label={t`Message ${name}`}
        >
          <MessageSquare aria-hidden />
          {t`Message`}
        </Button>
      )}
    </HStack>
  );
}
