import { HStack, Text } from "@chakra-ui/react";
import { Plural, Trans } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { formatRupees } from "../../format/money.ts";
import { formatRating } from "../../format/numbers.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";

/** An applicant's rating (or 'Not rated yet'), jobs completed, and the daily rate they ask for. */
export function LaborerFacts({
  rating,
  completedJobs,
  requestedRate,
}: {
  rating: number | null | undefined;
  completedJobs: number;
  requestedRate: number;
}) {
  useIntlLocale(); // formats below follow the active language
  const rate = formatRupees(requestedRate);
  const stars = rating == null ? null : formatRating(rating);
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.700">
      <HStack gap="1">
        <Star size={14} aria-hidden />
        <Text>{stars == null ? <Trans>Not rated yet</Trans> : <Trans>Rating {stars}</Trans>}</Text>
      </HStack>
      <Text>
        <Plural value={completedJobs} one="# job completed" other="# jobs completed" />
      </Text>
      <Text fontWeight="semibold" color="brand.fg">
        <Trans>Asks {rate} per day</Trans>
      </Text>
    </HStack>
  );
}
