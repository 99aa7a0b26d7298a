import { Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_NUMBER_PATTERN } from "@rules/mobile-number.ts";
import { INVALID_OTP_MESSAGE, OTP_CODE_PATTERN, OTP_RULES, OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { CircleCheck, ClipboardPaste, Copy, Smartphone } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { OtpPanelSendMutation } from "../../__generated__/OtpPanelSendMutation.graphql.ts";
import { notifyError, readTypedError, requestError, type TypedError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";
import { digitsOnly } from "./digitsOnly.ts";

const OTP_LENGTH = OTP_RULES.codeLength;

/** Seconds before Resend OTP: what the server's reply says, or the shared rule when it says nothing usable. */
export function resendCountdown(resendAfterSeconds: number | null | undefined): number {
  return typeof resendAfterSeconds === "number" && Number.isInteger(resendAfterSeconds) && resendAfterSeconds >= 0
    ? resendAfterSeconds
    : OTP_RULES.resendAfterSeconds;
}

export type OtpPanelProps = {
  /** The 10-digit number the code goes to. */
  mobileNumber: string;
  /** Send a code by itself once, when a valid mobile number is present and nothing was sent yet. */
  autoSend?: boolean;
  /** Checks the code: resolves null on success, or the typed error (relay/typedError.ts) to show. */
  verify: (otp: string) => Promise<TypedError | null>;
  /** Called once the code was accepted. */
  onVerified: () => void;
  /** The user wants to enter another number. */
  onChangeNumber: () => void;
  /** Shown instead of the default success card once verified. */
  verifiedContent?: ReactNode;
  /** The toast once verified, instead of 'Mobile Verified' (for a check that verifies nothing, such as the OTP test). */
  verifiedToast?: { title: string; description: string };
};

/**
 * Sends a one-time code to a mobile number and checks it: Send OTP, then code entry, the resend countdown the
 * server asked for, Change Number and Verify OTP; in demo mode the code is shown with Copy OTP and Auto-fill
 * OTP. After too many wrong tries the code is dead: the panel says so, clears the code and offers Resend at once.
 */
export function OtpPanel({
  mobileNumber,
  autoSend = false,
  verify,
  onVerified,
  onChangeNumber,
  verifiedContent,
  verifiedToast,
}: OtpPanelProps) {
  const { t, i18n } = useLingui();
  const [commitSend, sending] = useMutation<OtpPanelSendMutation>(graphql`
    mutation OtpPanelSendMutation($mobileNumber: String!) {
      sendOtp(mobileNumber: $mobileNumber) {
        __typename
        ...typedError_error @alias(as: "error")
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
  /** The sent code had too many wrong tries: only a new one can be verified. */
  const [usedUp, setUsedUp] = useState(false);
  const autoSentFor = useRef<string | null>(null);
  const otpInput = useRef<HTMLInputElement>(null);

  const send = useCallback(() => {
    const failed = (error: TypedError) =>
      notifyError(error, t`Failed to Send OTP`, t`Please try again or check your mobile number`);
    commitSend({
      variables: { mobileNumber },
      onCompleted: ({ sendOtp: result }) => {
        if (result.__typename === "MutationSendOtpSuccess" && result.data) {
          const code = result.data.demoOtp ?? null;
          setSent(true);
          setUsedUp(false);
          setDemoOtp(code);
          setSecondsLeft(resendCountdown(result.data.resendAfterSeconds));
          notify.otp(
            t`OTP Sent Successfully`,
            code ? t`Demo OTP: ${code}` : t`Enter the 6-digit code sent to ${mobileNumber}`,
          );
          return;
        }
        const error = readTypedError(i18n, result);
        const wait = error.retryAfterSeconds;
        if (wait != null) {
          // Rate limited: keep the countdown honest about when another code may be requested.
          setSecondsLeft((left) => Math.max(left, wait));
        }
        failed(error);
      },
      onError: (error) => failed(requestError(i18n, error)),
    });
  }, [commitSend, mobileNumber, t, i18n]);

  // With a valid mobile number present and nothing sent yet, send once by itself.
  useEffect(() => {
    if (!autoSend || sent || !MOBILE_NUMBER_PATTERN.test(mobileNumber) || autoSentFor.current === mobileNumber) return;
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
    if (!OTP_CODE_PATTERN.test(otp)) {
      notify.error(t`Invalid OTP`, t`Please enter a 6-digit OTP`);
      return;
    }
    setVerifying(true);
    let error: TypedError | null;
    try {
      error = await verify(otp);
    } catch (thrown) {
      error = requestError(i18n, thrown);
    }
    setVerifying(false);
    if (error === null) {
      setVerified(true);
      if (verifiedToast) notify.success(verifiedToast.title, verifiedToast.description);
      else notify.success(t`Mobile Verified`, t`Your mobile number has been successfully verified!`);
      onVerified();
      return;
    }
    if (error.otpUsedUp) {
      // The code is dead: clear it (and the demo code), and offer Resend OTP now instead of after the countdown.
      setUsedUp(true);
      setOtp("");
      setDemoOtp(null);
      setSecondsLeft(0);
    }
    notifyError(error, t`Verification Failed`, i18n._(INVALID_OTP_MESSAGE));
  }

  function changeNumber() {
    setSent(false);
    setUsedUp(false);
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

                {usedUp && (
                  <Text color="red.700" fontSize="sm">
                    {i18n._(OTP_USED_UP_MESSAGE)}
                  </Text>
                )}

                <Box minH="44px" display="flex" alignItems="center">
                  {secondsLeft > 0 ? (
                    <Text color="fg.muted" fontSize="sm">
                      <Trans>Resend OTP in {secondsLeft}s</Trans>
                    </Text>
                  ) : (
                    <Button
                      variant="plain"
                      colorPalette="brand"
                      color="brand.700"
                      px="0"
                      textDecoration="underline"
                      onClick={send}
                      loading={sending}
                    >
                      <Trans>Resend OTP</Trans>
                    </Button>
                  )}
                </Box>

                <Stack gap="2">
                  <Button
                    type="submit"
                    colorPalette="brand"
                    disabled={!OTP_CODE_PATTERN.test(otp)}
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
