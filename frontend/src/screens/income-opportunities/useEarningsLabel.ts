import { useLingui } from "@lingui/react/macro";
import { formatRupees } from "../../format/money.ts";
import type { Earnings } from "./incomeContent.ts";

/** "₹600 – ₹900 per day" and friends, translated. */
export function useEarningsLabel(): (earnings: Earnings) => string {
  const { t } = useLingui();
  return ({ min, max, unit }) => {
    const range = `${formatRupees(min)} – ${formatRupees(max)}`;
    switch (unit) {
      case "day":
        return t`${range} per day`;
      case "hour":
        return t`${range} per hour`;
      case "month":
        return t`${range} per month`;
      case "acre":
        return t`${range} per acre`;
      case "acreSeason":
        return t`${range} per acre per season`;
      case "season":
        return t`${range} per season`;
      case "student":
        return t`${range} per student`;
      case "batch":
        return t`${range} per batch`;
      case "certificate":
        return t`${range} per certificate`;
    }
  };
}
