import { Box, Heading, HStack, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { HeaderActions } from "../../components/HeaderActions.tsx";
import { LanguageSelect } from "../../i18n/LanguageSelect.tsx";

type Person = {
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly email: string | null | undefined;
  readonly mobileNumber: string | null | undefined;
};

/** The name a dashboard greets: first and last name, or the e-mail, or the number, or `fallback`. */
export function dashboardName(user: Person, fallback: string): string {
  if (user.firstName) return [user.firstName, user.lastName].filter(Boolean).join(" ");
  return user.email || user.mobileNumber || fallback;
}

/**
 * A role's dashboard header on one row, even at 360 px in every language: the name and the role's label
 * (wrapping within the space left), then the language, the app frame's actions (the notification bell), the
 * role's links (`links`, icon buttons) and Logout as labelled icon buttons.
 */
export function DashboardHeader({ name, role, links }: { name: string; role: ReactNode; links: ReactNode }) {
  const { t } = useLingui();
  return (
    <HStack as="header" justify="space-between" align="center" gap="2">
      <Box minW="0" flex="1">
        <Heading as="h1" size={{ base: "lg", sm: "xl" }} overflowWrap="anywhere">
          {name}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {role}
        </Text>
      </Box>
      <HStack gap="1" flexShrink={0}>
        <LanguageSelect compact />
        <HeaderActions />
        {links}
        <IconButton asChild variant="ghost" colorPalette="brand" aria-label={t`Logout`}>
          <a href="/api/logout">
            <LogOut aria-hidden />
          </a>
        </IconButton>
      </HStack>
    </HStack>
  );
}
