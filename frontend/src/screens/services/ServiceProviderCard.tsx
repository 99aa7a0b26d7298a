import { Badge, Box, Card, Flex, Heading, HStack, Stack, Text, VisuallyHidden, Wrap } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, IndianRupee, MapPin, Star } from "lucide-react";
import { useId } from "react";
import { ContactButtons } from "../../features/contact/index.ts";
import { graphql, useFragment } from "react-relay";
import type { ServiceProviderCard_provider$key } from "../../__generated__/ServiceProviderCard_provider.graphql.ts";
import { usePlaceName } from "../../features/places/index.ts";
import { formatRating } from "../../format/numbers.ts";
import { AVAILABILITY, type AvailabilityKey, CATEGORY_LABELS, type ServiceCategoryKey } from "./serviceLabels.ts";
import { coverageAreaLabel, priceRangeLabel } from "./servicePlaceAndPrice.ts";
import { sampleText } from "./serviceSampleTexts.ts";

/**
 * One sample service business of the marketplace, in the active language: its fixed sample texts, places, price
 * range and rating (the business name stays as it is).
 */
export function ServiceProviderCard({ provider }: { provider: ServiceProviderCard_provider$key }) {
  const data = useFragment(
    graphql`
      fragment ServiceProviderCard_provider on ServiceProvider {
        businessName
        description
        serviceCategory
        servicesOffered
        equipmentAvailable
        coverageArea
        priceRange
        rating
        totalJobs
        availabilityStatus
        isVerified
        phoneNumber
      }
    `,
    provider,
  );
  const { i18n } = useLingui();
  const { placeText } = usePlaceName();
  const titleId = useId();
  const availability = AVAILABILITY[data.availabilityStatus as AvailabilityKey];
  const category = CATEGORY_LABELS[data.serviceCategory as ServiceCategoryKey];
  const rating = formatRating(data.rating);
  const totalJobs = data.totalJobs;
  const businessName = data.businessName;

  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm" h="full">
      <Card.Body>
        <Stack gap="2.5">
          <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
            <Heading as="h3" size="md" id={titleId}>
              {businessName}
            </Heading>
            {data.isVerified && (
              <Badge colorPalette="blue" variant="subtle" gap="1">
                <BadgeCheck size={14} aria-hidden />
                <Trans>Verified</Trans>
              </Badge>
            )}
          </Flex>
          <Wrap gap="2">
            {category && (
              <Badge colorPalette="brand" variant="outline">
                {i18n._(category)}
              </Badge>
            )}
            {availability && (
              <Badge colorPalette={availability.palette} variant="solid" data-testid="availability">
                {i18n._(availability.label)}
              </Badge>
            )}
          </Wrap>
          <Text fontSize="sm" color="gray.700">
            {sampleText(i18n, data.description)}
          </Text>
          <HStack gap="3" fontSize="sm" color="gray.700" wrap="wrap">
            <HStack gap="1">
              <Star size={16} aria-hidden fill="currentColor" color="#b7791f" />
              <Text>
                <VisuallyHidden>
                  <Trans>Rating</Trans>{" "}
                </VisuallyHidden>
                {rating}
              </Text>
            </HStack>
            <Text>
              <Plural value={totalJobs} one="# job done" other="# jobs done" />
            </Text>
          </HStack>
          <Stack gap="1" fontSize="sm" color="gray.700">
            <HStack gap="1.5" align="flex-start">
              <MapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text>
                <VisuallyHidden>
                  <Trans>Coverage area:</Trans>{" "}
                </VisuallyHidden>
                {coverageAreaLabel(data.coverageArea, placeText)}
              </Text>
            </HStack>
            <HStack gap="1.5" align="flex-start">
              <IndianRupee size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text>
                <VisuallyHidden>
                  <Trans>Price:</Trans>{" "}
                </VisuallyHidden>
                {priceRangeLabel(data.priceRange)}
              </Text>
            </HStack>
          </Stack>
          {data.servicesOffered.length > 0 && (
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="semibold">
                <Trans>Services offered</Trans>
              </Text>
              <Wrap gap="1.5" as="ul" listStyleType="none">
                {data.servicesOffered.map((service) => (
                  <Badge as="li" key={service} variant="subtle" colorPalette="gray">
                    {sampleText(i18n, service)}
                  </Badge>
                ))}
              </Wrap>
            </Stack>
          )}
          {data.equipmentAvailable.length > 0 && (
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="semibold">
                <Trans>Equipment available</Trans>
              </Text>
              <Text fontSize="sm" color="gray.700">
                {data.equipmentAvailable.map((item) => sampleText(i18n, item)).join(", ")}
              </Text>
            </Stack>
          )}
          <Box mt="1">
            <ContactButtons kind="service" name={businessName} mobileNumber={data.phoneNumber} />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
