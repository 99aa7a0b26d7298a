import { HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

/** Stars out of 5, drawn and read out ("4 of 5 stars"). */
export function StarsLine({ stars }: { stars: number }) {
  const { t } = useLingui();
  return (
    <HStack gap="0.5" role="img" aria-label={t`${stars} of 5 stars`} color="orange.600">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} aria-hidden size={16} fill={value <= stars ? "currentColor" : "none"} />
      ))}
    </HStack>
  );
}
