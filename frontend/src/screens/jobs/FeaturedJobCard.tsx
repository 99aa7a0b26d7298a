import { Card, Heading, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** The static featured card of Find Jobs. */
export function FeaturedJobCard() {
  return (
    <Card.Root bg="brand.600" color="white" size="sm">
      <Card.Body gap="1">
        <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide">
          <Trans>Featured</Trans>
        </Text>
        <Heading as="h2" size="md">
          <Trans>Harvest season is here</Trans>
        </Heading>
        <Text fontSize="sm">
          <Trans>
            Farms across Karnataka are hiring for paddy and sugarcane harvesting. Apply early to get the best rates.
          </Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
