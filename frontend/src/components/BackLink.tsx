import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The header's 'Back' link (most screens go back to /). */
export function BackLink({ to = "/" }: { to?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" minH="44px" ms="-2">
      <Link to={to}>
        <ArrowLeft aria-hidden />
        <Trans>Back</Trans>
      </Link>
    </Button>
  );
}
