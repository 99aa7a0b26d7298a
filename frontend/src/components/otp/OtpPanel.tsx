import { Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, ClipboardPaste, Copy, Smartphone } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { OtpPanelSendMutation } from "../../__generated__/OtpPanelSendMutation.graphql.ts";
import { notify } from "../toaster.tsx";
import { digitsOnly, relayErrorMessage } from "./relayErrorMessage.ts";

/** Spec §9: the shared component's resend countdown, and the OTP length. */
export const RESEND_SECONDS = 60;
export const OTP_LENGTH = 6;

export type OtpPanelProps = {
  /** The 10-digit number the code goes to. */
  mobileNumber: string;
  /** Send a code by itself once, when a 10-digit number is present and nothing was sent yet. */
  autoSend?: boolean;
  /** Checks the code: resolves null on success, or the message to show. */
  verify: (otp: string) => Promise<string | null>;
  /** Called once the code was accepted. */
  onVerified: () => void;
  /** The user wants to enter another number. */
  onChangeNumber: () => void;
  /** Shown instead of the default success card once verified. */
  verifiedContent?: ReactNode;
};

/**
 * Sends a one-time code to a mobile number and checks it (spec §4 OTP panel): Send OTP, then code entry,
 * a 60-second resend countdown, Change Number and Verify OTP; in demo mode the code is shown with Copy OTP
 * and Auto-fill OTP.
 */
export function OtpPanel({ mobileNumber, autoSend = false, verify, onVerified, onChangeNumber, verifiedContent }: OtpPanelProps) {
  const { t } = useLingui();
  const [commitSend, sending] = useMutation<OtpPanelSendMutation>(graphql`
    mutation OtpPanelSendMutation($mobileNumber: String!) {
      sendOtp(mobileNumber: $mobileNumber) {
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
        ... on RateLimitError {
          retryAfterSeconds
        }
        ... on MutationSendOtpSuccess {
          data {
            demoOtp
            message
            resendAfterSeconds
          }
        }
      }
    }
  `);
  const [sent, setSent] = useState(false);
  const [demoOtp, setDemoOtp] = useState<string | null>(null);
  const [otp, setOtp] = useState("");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const autoSentFor = useRef<string | null>(null);
  const otpInput = useRef<HTMLInputElement>(null);

  const send = useCallback(() => {
    const failed = (message?: string) =>
      notify.error(t`Failed to Send OTP`, message || t`Please try again or check your mobile number`);
    commitSend({
      variables: { mobileNumber },
      onCompleted: ({ sendOtp: result }) => {
        if (result.__typename === "MutationSendOtpSuccess" && result.data) {
          const code = result.data.demoOtp ?? null;
          setSent(true);
          setDemoOtp(code);
          setSecondsLeft(RESEND_SECONDS);
          notify.otp(
            t`OTP Sent Successfully`,
            code ? t`Demo OTP: ${code}` : t`Enter the 6-digit code sent to ${mobileNumber}`,
          );
          return;
        }
        const wait = result.retryAfterSeconds;
        if (wait != null) {
          // Rate limited: keep the countdown honest about when another code may be requested.
          setSecondsLeft((left) => Math.max(left, wait));
        }
        failed(result.message);
      },
      onError: (error) => failed(relayErrorMessage(error)),
    });
  }, [commitSend, mobileNumber, t]);

  // Spec §4: with a 10-digit number present and nothing sent yet, send once by itself.
  useEffect(() => {
    if (!autoSend || sent || !/^\d{10}$/.test(mobileNumber) || autoSentFor.current === mobileNumber) return;
    autoSentFor.current = mobileNumber;
    send();
  }, [autoSend, sent, mobileNumber, send]);

  // The resend countdown ticks once a second down to 0, then stops.
  const counting = sent && secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  async function handleVerify(event: FormEvent) {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      notify.error(t`Invalid OTP`, t`Please enter a 6-digit OTP`);
      return;
    }
    setVerifying(true);
    let error: string | null;
    try {
      error = await verify(otp);
    } catch {
      error = "";
    }
    setVerifying(false);
    if (error === null) {
      setVerified(true);
      notify.success(t`Mobile Verified`, t`Your mobile number has been successfully verified!`);
      onVerified();
    } else {
      notify.error(t`Verification Failed`, error || t`Invalid OTP. Please try again.`);
    }
  }

  function changeNumber() {
    setSent(false);
    setOtp("");
    setDemoOtp(null);
    setSecondsLeft(0);
    onChangeNumber();
  }

  async function copyDemoOtp() {
    if (!demoOtp) return;
    try {
      await navigator.clipboard.writeText(demoOtp);
      notify.success(t`OTP Copied`);
    } catch {
      notify.error(t`Could not copy the OTP`);
    }
  }

  function autoFill() {
    if (!demoOtp) return;
    setOtp(digitsOnly(demoOtp, OTP_LENGTH));
    otpInput.current?.focus();
  }

  if (verified) {
    return (
      verifiedContent ?? (
        <Card.Root borderColor="brand.200" bg="brand.50">
          <Card.Body>
            <Stack align="center" textAlign="center" gap="2">
              <Box color="brand.600">
                <CircleCheck size={40} aria-hidden />
              </Box>
              <Heading as="h2" size="lg">
                <Trans>Mobile Verified</Trans>
              </Heading>
              <Text>
                <Trans>Your mobile number has been successfully verified!</Trans>
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      )
    );
  }

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" align="flex-start">
            <Box color="brand.600" pt="1">
              <Smartphone size={24} aria-hidden />
            </Box>
            <Stack gap="1">
              <Heading as="h2" size="md">
                <Trans>Verify your mobile number</Trans>
              </Heading>
              <Text color="fg.muted">
                {sent ? (
                  <Trans>Enter the 6-digit code sent to +91 {mobileNumber}</Trans>
                ) : (
                  <Trans>We will send a 6-digit code to +91 {mobileNumber}</Trans>
                )}
              </Text>
            </Stack>
          </HStack>

          {!sent ? (
            <Stack gap="2">
              <Button colorPalette="brand" onClick={send} loading={sending} loadingText={t`Sending...`}>
                <Trans>Send OTP</Trans>
              </Button>
              <Button variant="outline" onClick={changeNumber}>
                <Trans>Change Number</Trans>
              </Button>
            </Stack>
          ) : (
            <Stack asChild gap="4">
              <form onSubmit={handleVerify} noValidate>
                {demoOtp && (
                  <Box borderWidth="1px" borderColor="brand.200" bg="brand.50" rounded="md" p="3">
                    <Text fontSize="sm">
                      <Trans>Demo mode: your OTP is</Trans>{" "}
                      <Text as="span" fontFamily="mono" fontWeight="bold" fontSize="lg" letterSpacing="widest">
                        {demoOtp}
                      </Text>
                    </Text>
                    <HStack gap="2" mt="2" wrap="wrap">
                      <Button size="sm" variant="outline" colorPalette="brand" onClick={copyDemoOtp}>
                        <Copy aria-hidden />
                        <Trans>Copy OTP</Trans>
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="brand" onClick={autoFill}>
                        <ClipboardPaste aria-hidden />
                        <Trans>Auto-fill OTP</Trans>
                      </Button>
                    </HStack>
                  </Box>
                )}

                <Field.Root>
                  <Field.Label>
                    <Trans>Enter OTP</Trans>
                  </Field.Label>
                  <Input
                    ref={otpInput}
                    value={otp}
                    onChange={(event) => setOtp(digitsOnly(event.target.value, OTP_LENGTH))}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={OTP_LENGTH}
                    placeholder="••••••"
                    textAlign="center"
                    fontSize="xl"
                    letterSpacing="0.5em"
                  />
                </Field.Root>

                <Box minH="44px" display="flex" alignItems="center">
                  {secondsLeft > 0 ? (
                    <Text color="fg.muted" fontSize="sm">
                      <Trans>Resend OTP in {secondsLeft}s</Trans>
                    </Text>
                  ) : (
                    <Button variant="plain" colorPalette="brand" color="brand.700" px="0" textDecoration="underline" onClick={send} loading={sending}>
                      <Trans>Resend OTP</Trans>
                    </Button>
                  )}
                </Box>

                <Stack gap="2">
                  <Button
                    type="submit"
                    colorPalette="brand"
                    disabled={otp.length !== OTP_LENGTH}
                    loading={verifying}
                    loadingText={t`Verifying...`}
                  >
                    <Trans>Verify OTP</Trans>
                  </Button>
                  <Button variant="outline" onClick={changeNumber}>
                    <Trans>Change Number</Trans>
                  </Button>
                </Stack>
              </form>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
