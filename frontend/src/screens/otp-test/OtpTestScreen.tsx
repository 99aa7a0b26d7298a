import { Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, FlaskConical } from "lucide-react";
import { useEffect, useState } from "react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { OtpTestScreenCheckMutation } from "../../__generated__/OtpTestScreenCheckMutation.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { MobileNumberForm, OtpPanel } from "../../features/sign-in/index.ts";
import { readTypedError, requestError, type TypedError } from "../../relay/typedError.ts";

/** The redirect to / comes 2 s after a successful test. */
export const OTP_TEST_REDIRECT_MS = 2000;

type Step = "number" | "verify" | "verified";

/**
 * OTP test: number entry, the OTP panel, success, then / after 2 s. A demonstration: the code is checked with
 * `checkOtp`, which changes nothing in the account (not the number, not its verification, not the session).
 */
export default function OtpTestScreen() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>("number");
  const [mobileNumber, setMobileNumber] = useState("");
  const [commitCheck] = useMutation<OtpTestScreenCheckMutation>(graphql`
    mutation OtpTestScreenCheckMutation($mobileNumber: String!, $otp: String!) {
      checkOtp(mobileNumber: $mobileNumber, otp: $otp) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationCheckOtpSuccess {
          data
        }
      }
    }
  `);
  useEffect(() => {
    if (step !== "verified") return;
    const timer = setTimeout(() => navigate("/"), OTP_TEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  /** Resolves null once the code is accepted, otherwise the typed error for the panel to show. */
  const check = (otp: string) =>
    new Promise<TypedError | null>((resolve) => {
      commitCheck({
        variables: { mobileNumber, otp },
        onCompleted: ({ checkOtp: result }) =>
          resolve(result.__typename === "MutationCheckOtpSuccess" ? null : readTypedError(i18n, result)),
        onError: (error) => resolve(requestError(i18n, error)),
      });
    });

  return (
    <Box as="main" maxW="md" mx="auto" px="4" py="4">
      <HStack mb="4" minH="44px">
        <BackLink />
      </HStack>
      <Heading as="h1" size="2xl" color="brand.700" mb="3">
        <Trans>OTP Test</Trans>
      </Heading>
      <HStack gap="2" align="flex-start" mb="5" color="fg.muted">
        <Box pt="0.5">
          <FlaskConical size={18} aria-hidden />
        </Box>
        <Text>
          <Trans>This page only tests sending and checking a one-time code. Nothing in your account changes.</Trans>
        </Text>
      </HStack>

      {step === "number" && (
        <Card.Root>
          <Card.Body>
            <MobileNumberForm
              initialValue={mobileNumber}
              submitLabel={<Trans>Start</Trans>}
              onSubmit={(number) => {
                setMobileNumber(number);
                setStep("verify");
              }}
            />
          </Card.Body>
        </Card.Root>
      )}

      {step !== "number" && (
        <OtpPanel
          mobileNumber={mobileNumber}
          autoSend
          verify={check}
          onVerified={() => setStep("verified")}
          onChangeNumber={() => setStep("number")}
          verifiedToast={{
            title: t`OTP verified successfully!`,
            description: t`This was only a test: nothing in your account changed.`,
          }}
          verifiedContent={
            <Card.Root borderColor="brand.200" bg="brand.50">
              <Card.Body>
                <Stack align="center" textAlign="center" gap="2" role="status">
                  <Box color="brand.600">
                    <CircleCheck size={40} aria-hidden />
                  </Box>
                  <Heading as="h2" size="lg">
                    <Trans>OTP verified successfully!</Trans>
                  </Heading>
                  <Text>
                    <Trans>This was only a test: nothing in your account changed.</Trans>
                  </Text>
                  <Text>
                    <Trans>Redirecting to home...</Trans>
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          }
        />
      )}
    </Box>
  );
}
