import { HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { formatRupees } from "../../format/money.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";

/** '₹800 per day' and 'Negotiable' or 'Fixed Rate'. */
export function JobRateLine({ dailyRate, isRateNegotiable }: { dailyRate: number; isRateNegotiable: boolean }) {
  useIntlLocale(); // formats below follow the active language
  const rate = formatRupees(dailyRate);
  return (
    <HStack gap="2" wrap="wrap" align="baseline">
      <Text fontWeight="bold" fontSize="lg" color="brand.fg">
        <Trans>{rate} per day</Trans>
      </Text>
      <Text fontSize="sm" color="gray.700">
        {isRateNegotiable ? <Trans>Negotiable</Trans> : <Trans>Fixed Rate</Trans>}
      </Text>
    </HStack>
  );
}
