import { Button, HStack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useHeaderActions } from "./HeaderActions.tsx";

/**
 * The screen's top bar: 'Back' (most screens go back to /), and at its end the app frame's actions (the
 * notification bell) when there are any.
 */
export function BackLink({ to = "/" }: { to?: string }) {
  const actions = useHeaderActions();
  const back = (
    <Button asChild variant="ghost" size="sm" minH="44px" ms="-2">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        <Trans>Back</Trans>
      </Link>
    </Button>
  );
  if (!actions) return back;
  return (
    <HStack justify="space-between" gap="2" flex="1" w="full">
      {back}
      {actions}
    </HStack>
  );
}
