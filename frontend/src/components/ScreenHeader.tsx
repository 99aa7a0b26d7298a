import { Heading, HStack, IconButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A list screen's header: Back (to /) and the screen's h1. */
export function ScreenHeader({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <HStack as="header" gap="2" mb="4">
      <IconButton asChild variant="ghost" aria-label={t`Back`} minW="44px" minH="44px">
        <Link to="/">
          <ArrowLeft aria-hidden />
        </Link>
      </IconButton>
      <Heading as="h1" size="xl">
        {children}
      </Heading>
    </HStack>
  );
}
