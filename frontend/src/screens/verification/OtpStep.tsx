import type { ReactNode } from "react";
import { graphql, useMutation } from "react-relay";
import type { OtpStepVerifyMutation } from "../../__generated__/OtpStepVerifyMutation.graphql.ts";
import { OtpPanel } from "../../components/otp/OtpPanel.tsx";
import { relayErrorMessage } from "../../components/otp/relayErrorMessage.ts";

/**
 * Step 2 of verification: the shared OTP panel, sending a code by itself, checked with
 * `verifyMobileNumber` (which also updates the viewer's number in the store).
 */
export function OtpStep({
  mobileNumber,
  onVerified,
  onChangeNumber,
  verifiedContent,
}: {
  mobileNumber: string;
  onVerified: () => void;
  onChangeNumber: () => void;
  verifiedContent: ReactNode;
}) {
  const [commit] = useMutation<OtpStepVerifyMutation>(graphql`
    mutation OtpStepVerifyMutation($mobileNumber: String!, $otp: String!) {
      verifyMobileNumber(mobileNumber: $mobileNumber, otp: $otp) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
        ... on MutationVerifyMobileNumberSuccess {
          data {
            id
            mobileNumber
            isMobileVerified
          }
        }
      }
    }
  `);

  /** Resolves null once the code is accepted, otherwise the message to show (empty: the panel's fallback). */
  const verify = (otp: string) =>
    new Promise<string | null>((resolve) => {
      commit({
        variables: { mobileNumber, otp },
        onCompleted: ({ verifyMobileNumber: result }) => {
          if (result.__typename === "MutationVerifyMobileNumberSuccess") resolve(null);
          else if (result.__typename === "ValidationError") resolve(result.fieldErrors?.[0]?.message ?? result.message ?? "");
          else resolve(("message" in result ? result.message : undefined) ?? "");
        },
        onError: (error) => resolve(relayErrorMessage(error) ?? ""),
      });
    });

  return (
    <OtpPanel
      mobileNumber={mobileNumber}
      autoSend
      verify={verify}
      onVerified={onVerified}
      onChangeNumber={onChangeNumber}
      verifiedContent={verifiedContent}
    />
  );
}
