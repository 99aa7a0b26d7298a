import { Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

/** Find training and My trainings, as two links; the one shown is marked as the current page. */
export function TrainingTabs({ mine }: { mine: boolean }) {
  const { t } = useLingui();
  const tab = (current: boolean) =>
    ({
      variant: current ? "solid" : "outline",
      colorPalette: "brand",
      minH: "44px",
      flex: "1",
      "aria-current": current ? "page" : undefined,
    }) as const;
  return (
    <HStack as="nav" aria-label={t`Training`} gap="2">
      <Button asChild {...tab(!mine)}>
        <Link to="/training">
          <Trans>Find training</Trans>
        </Link>
      </Button>
      <Button asChild {...tab(mine)}>
        <Link to="/training?tab=mine">
          <Trans>My trainings</Trans>
        </Link>
      </Button>
    </HStack>
  );
}
