import { Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { LanguageSelect } from "../../i18n/LanguageSelect.tsx";

type Person = { readonly firstName: string | null | undefined; readonly lastName: string | null | undefined; readonly email: string | null | undefined; readonly mobileNumber: string | null | undefined };

/** The name a dashboard greets: first and last name, or the e-mail, or the number, or `fallback`. */
export function dashboardName(user: Person, fallback: string): string {
  if (user.firstName) return [user.firstName, user.lastName].filter(Boolean).join(" ");
  return user.email || user.mobileNumber || fallback;
}

/** A role's dashboard header: the name, the role's label, the language, the role's links (`links`) and Logout. */
export function DashboardHeader({ name, role, links }: { name: string; role: ReactNode; links: ReactNode }) {
  return (
    <HStack as="header" justify="space-between" align="center" gap="3" wrap="wrap">
      <Box minW="0">
        <Heading as="h1" size="xl" wordBreak="break-word">
          {name}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {role}
        </Text>
      </Box>
      <HStack gap="1" wrap="wrap">
        <LanguageSelect />
        {links}
        <Button asChild variant="outline" colorPalette="brand">
          <a href="/api/logout">
            <LogOut aria-hidden />
            <Trans>Logout</Trans>
          </a>
        </Button>
      </HStack>
    </HStack>
  );
}
