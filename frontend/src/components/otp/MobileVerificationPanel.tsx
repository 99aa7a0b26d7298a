import type { ReactNode } from "react";
import { graphql, useMutation } from "react-relay";
import type { MobileVerificationPanelVerifyMutation } from "../../__generated__/MobileVerificationPanelVerifyMutation.graphql.ts";
import { OtpPanel } from "./OtpPanel.tsx";
import { relayErrorMessage } from "./relayErrorMessage.ts";

/**
 * The OTP panel for the signed-in user's own number (verification step 2, the OTP test): sends a code by
 * itself and checks it with `verifyMobileNumber`, which also updates the viewer's number in the store.
 */
export function MobileVerificationPanel({
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
  const [commit] = useMutation<MobileVerificationPanelVerifyMutation>(graphql`
    mutation MobileVerificationPanelVerifyMutation($mobileNumber: String!, $otp: String!) {
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
