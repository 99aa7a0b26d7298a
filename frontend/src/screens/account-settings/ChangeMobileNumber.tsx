import { Button, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Phone } from "lucide-react";
import { useState } from "react";
import { MobileNumberForm, MobileVerificationPanel } from "../../features/sign-in/index.ts";

type Step = { name: "closed" } | { name: "number" } | { name: "otp"; mobileNumber: string } | { name: "done" };

/**
 * Change mobile number: the new number, then the OTP panel, which sends a code by itself and makes the number the
 * account's once the code is accepted (the store's copy too). Changing the number ends every other session.
 */
export function ChangeMobileNumber({
  currentNumber,
  onChanged,
}: {
  currentNumber: string | null | undefined;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: "closed" });
  const [sameNumber, setSameNumber] = useState(false);

  if (step.name === "closed" || step.name === "done") {
    return (
      <Stack gap="2">
        {step.name === "done" && (
          <Text role="status" fontWeight="semibold" color="green.700">
            <Trans>Your mobile number has been changed. You were logged out on your other devices.</Trans>
          </Text>
        )}
        <Button
          variant="outline"
          minH="44px"
          alignSelf="flex-start"
          onClick={() => {
            setSameNumber(false);
            setStep({ name: "number" });
          }}
        >
          <Phone aria-hidden />
          <Trans>Change mobile number</Trans>
        </Button>
      </Stack>
    );
  }

  if (step.name === "number") {
    return (
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          <Trans>Enter your new number. We will send it a one-time code.</Trans>
        </Text>
        <MobileNumberForm
          submitLabel={<Trans>Send OTP</Trans>}
          onSubmit={(mobileNumber) => {
            // The account's own number needs no change (and no code).
            setSameNumber(mobileNumber === currentNumber);
            if (mobileNumber !== currentNumber) setStep({ name: "otp", mobileNumber });
          }}
        />
        {sameNumber && (
          <Text role="alert" color="red.700" fontSize="sm">
            <Trans>This is already your mobile number.</Trans>
          </Text>
        )}
        <Button variant="ghost" minH="44px" alignSelf="flex-start" onClick={() => setStep({ name: "closed" })}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <MobileVerificationPanel
      mobileNumber={step.mobileNumber}
      onVerified={() => {
        setStep({ name: "done" });
        onChanged();
      }}
      onChangeNumber={() => setStep({ name: "number" })}
      verifiedContent={null}
    />
  );
}
