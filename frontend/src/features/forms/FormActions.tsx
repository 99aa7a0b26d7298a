import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The end of a long form: Cancel (back to `cancelTo`) and its submit button, which shows Saving... while it sends. */
export function FormActions({
  cancelTo,
  saving,
  disabled,
  children,
}: {
  cancelTo: string;
  saving: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Stack direction={{ base: "column-reverse", sm: "row" }} gap="2" justify="flex-end">
      <Button asChild variant="outline" bg="white">
        <Link to={cancelTo}>
          <Trans>Cancel</Trans>
        </Link>
      </Button>
      <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving...`} disabled={disabled}>
        {children}
      </Button>
    </Stack>
  );
}
