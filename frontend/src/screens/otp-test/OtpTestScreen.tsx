import { Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { MobileNumberForm, MobileVerificationPanel } from "../../features/sign-in/index.ts";
import { BackLink } from "../../components/BackLink.tsx";

/** The redirect to / comes 2 s after a successful test. */
export const OTP_TEST_REDIRECT_MS = 2000;

type Step = "number" | "verify" | "verified";

/** OTP test: number entry, the OTP panel (verifyMobileNumber), success, then / after 2 s. */
export default function OtpTestScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("number");
  const [mobileNumber, setMobileNumber] = useState("");
  useEffect(() => {
    if (step !== "verified") return;
    const timer = setTimeout(() => navigate("/"), OTP_TEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  return (
    <Box as="main" maxW="md" mx="auto" px="4" py="4">
      <HStack mb="4" minH="44px">
        <BackLink />
      </HStack>
      <Heading as="h1" size="2xl" color="brand.700" mb="5">
        <Trans>OTP Test</Trans>
      </Heading>

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
        <MobileVerificationPanel
          mobileNumber={mobileNumber}
          onVerified={() => setStep("verified")}
          onChangeNumber={() => setStep("number")}
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
