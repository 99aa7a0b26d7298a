import { Box, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { Calendar, MapPin } from "lucide-react";
import { useId } from "react";
import type { Opportunity } from "./incomeContent.ts";
import { useEarningsLabel } from "./useEarningsLabel.ts";

/** One sample income opportunity: icon, title, description, where/when and the earning range. */
export function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  const { i18n } = useLingui();
  const earningsLabel = useEarningsLabel();
  const titleId = useId();
  const { icon: Icon, title, description, where, when, earnings } = opportunity;
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm" h="full">
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <Flex
            flexShrink={0}
            align="center"
            justify="center"
            boxSize="11"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
          >
            <Icon size={22} aria-hidden />
          </Flex>
          <Stack gap="1.5" minW="0">
            <Heading as="h3" size="sm" id={titleId}>
              {i18n._(title)}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {i18n._(description)}
            </Text>
            {(where || when) && (
              <Stack gap="1" fontSize="sm" color="gray.600">
                {where && (
                  <HStack gap="1.5">
                    <MapPin size={16} aria-hidden />
                    <Text>{i18n._(where)}</Text>
                  </HStack>
                )}
                {when && (
                  <HStack gap="1.5">
                    <Calendar size={16} aria-hidden />
                    <Text>{i18n._(when)}</Text>
                  </HStack>
                )}
              </Stack>
            )}
            <Box>
              <Text as="span" fontWeight="semibold" color="brand.fg">
                {earningsLabel(earnings)}
              </Text>
            </Box>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
