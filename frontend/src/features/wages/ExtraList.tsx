import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { formatPaise } from "../../format/money.ts";
import type { WageExtraData } from "./workRecordTypes.ts";

/** The agreed extras (travel, a bonus), each with its amount; nothing while there are none. */
export function ExtraList({ extras }: { extras: readonly WageExtraData[] }) {
  if (extras.length === 0) return null;
  return (
    <Stack gap="1.5">
      <Heading as="h4" size="xs">
        <Trans>Extras</Trans>
      </Heading>
      <Box as="ul" listStyleType="none" m="0" p="0">
        {extras.map((extra, index) => (
          // Extras have no id of their own; the list only grows, in the order they were added.
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is stable
          <HStack as="li" key={index} justify="space-between" gap="2" fontSize="sm" py="1">
            <Text wordBreak="break-word">{extra.label}</Text>
            <Text fontWeight="medium" flexShrink={0}>
              {formatPaise(extra.amountPaise)}
            </Text>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
