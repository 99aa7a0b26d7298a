import { Box, Button, Heading, HStack, IconButton, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut, Settings } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { EmployerHeader_user$key } from "../../__generated__/EmployerHeader_user.graphql.ts";
import { LanguageSelect } from "../../i18n/LanguageSelect.tsx";

/** The employer's name (or e-mail), 'Farm Owner', the language, Settings (/settings) and Logout. */
export function EmployerHeader(props: { user: EmployerHeader_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment EmployerHeader_user on User {
        firstName
        lastName
        email
        mobileNumber
      }
    `,
    props.user,
  );
  // First and last name, or the e-mail; an account with neither shows its number.
  const name = user.firstName
    ? [user.firstName, user.lastName].filter(Boolean).join(" ")
    : user.email || user.mobileNumber || t`Farm Owner`;

  return (
    <HStack as="header" justify="space-between" align="center" gap="3" wrap="wrap">
      <Box minW="0">
        <Heading as="h1" size="xl" wordBreak="break-word">
          {name}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          <Trans>Farm Owner</Trans>
        </Text>
      </Box>
      <HStack gap="1" wrap="wrap">
        <LanguageSelect />
        <IconButton asChild variant="ghost" aria-label={t`Settings`}>
          <Link to="/settings">
            <Settings aria-hidden />
          </Link>
        </IconButton>
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
