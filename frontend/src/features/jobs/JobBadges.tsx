import { Badge } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { jobCardClass } from "./public-card-styles.ts";

export type JobPerks = {
  isUrgent: boolean;
  accommodationProvided: boolean;
  mealsProvided: boolean;
  equipmentProvided: boolean;
  transportationProvided?: boolean;
};

/** Badges for what the job offers: Urgent, Accommodation, Meals, Equipment, Transport (only the true ones). */
export function JobBadges({ perks }: { perks: JobPerks }) {
  const badges: { key: string; on: boolean | undefined; palette: string; label: ReactNode }[] = [
    { key: "urgent", on: perks.isUrgent, palette: "red", label: <Trans>Urgent</Trans> },
    { key: "accommodation", on: perks.accommodationProvided, palette: "blue", label: <Trans>Accommodation</Trans> },
    { key: "meals", on: perks.mealsProvided, palette: "orange", label: <Trans>Meals</Trans> },
    { key: "equipment", on: perks.equipmentProvided, palette: "purple", label: <Trans>Equipment</Trans> },
    { key: "transport", on: perks.transportationProvided, palette: "teal", label: <Trans>Transport</Trans> },
  ];
  const shown = badges.filter((b) => b.on);
  if (shown.length === 0) return null;
  return (
    <div className={jobCardClass.badges}>
      {shown.map((b) => (
        <Badge key={b.key} colorPalette={b.palette} variant="subtle">
          {b.label}
        </Badge>
      ))}
    </div>
  );
}
