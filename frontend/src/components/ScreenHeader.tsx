import { Heading, HStack, IconButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HeaderActions } from "./HeaderActions.tsx";

/** A list screen's header: Back (to /), the screen's h1, and at its end the app frame's actions (the bell). */
export function ScreenHeader({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <HStack as="header" gap="2" mb="4">
      <IconButton asChild variant="ghost" aria-label={t`Back`} minW="44px" minH="44px">
        <Link to="/">
          <ArrowLeft aria-hidden />
        </Link>
      </IconButton>
      <Heading as="h1" size="xl" flex="1" minW="0" overflowWrap="anywhere">
        {children}
      </Heading>
      <HeaderActions />
    </HStack>
  );
}
