import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { DeleteAccountCard } from "./DeleteAccountCard.tsx";

/** One account card: where it leads, its title and line, and its icon. */
export type AccountLink = { to: string; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon };

/** A dashboard's Account Management: the role's account cards (`links`), then Delete Account. */
export function AccountManagement({ links }: { links: readonly AccountLink[] }) {
  const { i18n } = useLingui();
  return (
    <Stack as="section" gap="3" aria-labelledby="account-heading">
      <Heading as="h2" size="md" id="account-heading">
        <Trans>Account Management</Trans>
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="2">
        {links.map(({ to, title, description, icon: Icon }) => (
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
