import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { graphql, useMutation } from "react-relay";
import type { MobileVerificationPanelVerifyMutation } from "../../__generated__/MobileVerificationPanelVerifyMutation.graphql.ts";
import { readTypedError, requestError, type TypedError } from "../../relay/typedError.ts";
import { OtpPanel } from "./OtpPanel.tsx";

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
  const { i18n } = useLingui();
  const [commit] = useMutation<MobileVerificationPanelVerifyMutation>(graphql`
    mutation MobileVerificationPanelVerifyMutation($mobileNumber: String!, $otp: String!) {
      verifyMobileNumber(mobileNumber: $mobileNumber, otp: $otp) {
        __typename
        ...typedError_error @alias(as: "error")
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

  /** Resolves null once the code is accepted, otherwise the typed error for the panel to show. */
  const verify = (otp: string) =>
    new Promise<TypedError | null>((resolve) => {
      commit({
        variables: { mobileNumber, otp },
        onCompleted: ({ verifyMobileNumber: result }) =>
          resolve(result.__typename === "MutationVerifyMobileNumberSuccess" ? null : readTypedError(i18n, result)),
        onError: (error) => resolve(requestError(i18n, error)),
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
