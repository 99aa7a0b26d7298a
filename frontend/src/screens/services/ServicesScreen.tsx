import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Store } from "lucide-react";
import { useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { ServicesScreenQuery } from "../../__generated__/ServicesScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { CategoryChips } from "./CategoryChips.tsx";
import { ServiceProviderCard } from "./ServiceProviderCard.tsx";
import type { ServiceCategoryKey } from "./serviceLabels.ts";
import { BackLink } from "../../components/BackLink.tsx";

const query = graphql`
  query ServicesScreenQuery {
    serviceProviders {
      id
      serviceCategory
      ...ServiceProviderCard_provider
    }
  }
`;

/** /services: the Agricultural Service Marketplace, sample businesses filtered by category. */
export default function ServicesScreen() {
  const data = usePreloadedQuery<ServicesScreenQuery>(query, useRouteQuery<ServicesScreenQuery>());
  const [category, setCategory] = useState<ServiceCategoryKey | null>(null);
  const providers = category
    ? data.serviceProviders.filter((p) => p.serviceCategory === category)
    : data.serviceProviders;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <HStack mb="3">
        <BackLink />
      </HStack>
      <HStack gap="2" mb="1" color="brand.fg">
        <Store size={26} aria-hidden />
        <Heading as="h1" size="2xl" color="gray.900">
          <Trans>Agricultural Service Marketplace</Trans>
        </Heading>
      </HStack>
      <Text color="gray.700" mb="4">
        <Trans>
          Hire machines and farm services near you: sowing, cultivation, harvesting, transport and horticulture.
        </Trans>
      </Text>

      <Stack gap="4">
        <CategoryChips selected={category} onSelect={setCategory} />
        {providers.length === 0 ? (
          <Stack align="center" textAlign="center" py="10" gap="1">
            <Text fontWeight="semibold">
              <Trans>No service providers found</Trans>
            </Text>
            <Text color="gray.600">
              <Trans>Try another category</Trans>
            </Text>
          </Stack>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {providers.map((provider) => (
              <ServiceProviderCard key={provider.id} provider={provider} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Box>
  );
}
