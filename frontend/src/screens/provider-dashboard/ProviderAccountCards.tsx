import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { ChevronRight, type LucideIcon, MessageSquareHeart, Settings, UserCog } from "lucide-react";
import { Link } from "react-router";
import { DeleteAccountCard } from "../../components/account/DeleteAccountCard.tsx";

/** The training provider's account cards and where they lead. */
export const PROVIDER_ACCOUNT_LINKS: ReadonlyArray<{ to: string; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon }> = [
  { to: "/profile", title: msg`Profile`, description: msg`Your organisation, contact details and place`, icon: UserCog },
  { to: "/settings", title: msg`Settings`, description: msg`Language and account preferences`, icon: Settings },
  { to: "/feedback", title: msg`Feedback`, description: msg`Tell us what to improve`, icon: MessageSquareHeart },
];

/** Account Management: Profile, Settings, Feedback, and Delete Account. */
export function ProviderAccountCards() {
  const { i18n } = useLingui();
  return (
    <Stack as="section" gap="3" aria-labelledby="account-heading">
      <Heading as="h2" size="md" id="account-heading">
        <Trans>Account Management</Trans>
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="2">
        {PROVIDER_ACCOUNT_LINKS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Card.Root asChild size="sm" h="full" _hover={{ borderColor: "brand.solid" }}>
              <Link to={to}>
                <Card.Body>
                  <HStack gap="3" minH="44px">
                    <Box flex="none" color="brand.fg">
                      <Icon aria-hidden />
                    </Box>
                    <Stack gap="0" flex="1" minW="0">
                      <Text fontWeight="semibold">{i18n._(title)}</Text>
                      <Text fontSize="sm" color="gray.600">
                        {i18n._(description)}
                      </Text>
                    </Stack>
                    <Box flex="none" color="gray.600">
                      <ChevronRight size={20} aria-hidden />
                    </Box>
                  </HStack>
                </Card.Body>
              </Link>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
      <DeleteAccountCard />
    </Stack>
  );
}
