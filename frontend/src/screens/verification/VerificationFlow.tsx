import { Box, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { VerificationFlow_viewer$key } from "../../__generated__/VerificationFlow_viewer.graphql.ts";
import { MobileNumberForm, MobileVerificationPanel } from "../../features/sign-in/index.ts";
import { AddressForm } from "./AddressForm.tsx";
import { StepIndicator } from "./StepIndicator.tsx";
import { VerifiedCard } from "./VerifiedCard.tsx";

type Step = 1 | 2 | 3;

/**
 * The three-step verification flow: 1 mobile number, 2 OTP, 3 address and profile.
 * Back goes 3 → 2 → 1 and then leaves the flow (to /). Step 2 leads to step 3 only once the number is
 * verified; a number the viewer already verified is not asked for a code again.
 */
export function VerificationFlow({ viewer }: { viewer: VerificationFlow_viewer$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useFragment(
    graphql`
      fragment VerificationFlow_viewer on User {
        mobileNumber
        isMobileVerified
        ...AddressForm_viewer
      }
    `,
    viewer,
  );
  const [step, setStep] = useState<Step>(1);
  const [mobileNumber, setMobileNumber] = useState(user.mobileNumber ?? "");
  const [verified, setVerified] = useState(false);
  // Whether step 2 shows the OTP panel; fixed on entering the step, so the panel stays mounted (showing its
  // own success card) when the code is accepted, and a verified number is not asked for a code again.
  const [askCode, setAskCode] = useState(true);

  function back() {
    if (step === 1) void navigate("/");
    else if (step === 3) {
      setAskCode(!verified);
      setStep(2);
    } else setStep(1);
  }

  function submitNumber(number: string) {
    // Already verified and unchanged: step 2 shows it as verified without sending a code.
    const done = (user.isMobileVerified && number === user.mobileNumber) || (verified && number === mobileNumber);
    setMobileNumber(number);
    setVerified(done);
    setAskCode(!done);
    setStep(2);
  }

  const verifiedCard = <VerifiedCard mobileNumber={mobileNumber} onContinue={() => setStep(3)} />;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4" pb="24">
      <Stack gap="5">
        <HStack gap="2">
          <IconButton aria-label={t`Back`} variant="ghost" minW="44px" minH="44px" onClick={back}>
            <ArrowLeft aria-hidden />
          </IconButton>
          <Heading as="h1" size="xl">
            <Trans>Verification</Trans>
          </Heading>
        </HStack>
        <StepIndicator step={step} />

        {step === 1 && (
          <Card.Root>
            <Card.Body>
              <Stack gap="4">
                <Stack gap="1">
                  <Heading as="h2" size="md">
                    <Trans>Your mobile number</Trans>
                  </Heading>
                  <Text color="fg.muted">
                    <Trans>Employers use this number to reach you. We will verify it with a one-time code.</Trans>
                  </Text>
                </Stack>
                <MobileNumberForm
                  initialValue={mobileNumber}
                  submitLabel={<Trans>Continue</Trans>}
                  onSubmit={submitNumber}
                />
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {step === 2 &&
          (!askCode ? (
            verifiedCard
          ) : (
            <MobileVerificationPanel
              mobileNumber={mobileNumber}
              onVerified={() => setVerified(true)}
              onChangeNumber={() => setStep(1)}
              verifiedContent={verifiedCard}
            />
          ))}
        {step === 3 && <AddressForm viewer={user} />}
      </Stack>
    </Box>
  );
}
