import { Button, Field, Input, InputGroup, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_NUMBER_MESSAGE, MOBILE_NUMBER_PATTERN } from "@rules/mobile-number.ts";
import { type FormEvent, type ReactNode, useState } from "react";
import { notify } from "../../toasts/toaster.ts";
import { digitsOnly } from "./digitsOnly.ts";

/**
 * A 10-digit Indian mobile number: digits only, at most 10, starting with 6-9 (the shared rule). The submit button
 * stays disabled until the number is valid; the message shows once the number is complete or the field is left.
 */
export function MobileNumberForm({
  initialValue = "",
  submitLabel,
  onSubmit,
}: {
  initialValue?: string;
  submitLabel: ReactNode;
  onSubmit: (mobileNumber: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const valid = MOBILE_NUMBER_PATTERN.test(value);
  const showError = !valid && value.length > 0 && (touched || value.length === 10);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      notify.error(t`Invalid Mobile Number`, t`Please enter a valid 10-digit Indian mobile number`);
      return;
    }
    onSubmit(value);
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate>
        <Field.Root invalid={showError} required>
          <Field.Label>
            <Trans>Mobile Number</Trans>
          </Field.Label>
          <InputGroup startElement="+91">
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              placeholder="9876543210"
              value={value}
              onChange={(event) => setValue(digitsOnly(event.target.value, 10))}
              onBlur={() => setTouched(true)}
            />
          </InputGroup>
          {showError ? (
            <Field.ErrorText>{i18n._(MOBILE_NUMBER_MESSAGE)}</Field.ErrorText>
          ) : (
            <Field.HelperText color="fg.muted">
              <Trans>We will send a one-time code to this number.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={!valid}>
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
