import { Trans } from "@lingui/react/macro";
import { formatRupees } from "../../format/money.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";
import { jobCardClass } from "./public-card-styles.ts";

/** '₹800 per day' and 'Negotiable' or 'Fixed Rate'. */
export function JobRateLine({ dailyRate, isRateNegotiable }: { dailyRate: number; isRateNegotiable: boolean }) {
  useIntlLocale(); // formats below follow the active language
  const rate = formatRupees(dailyRate);
  return (
    <div className={jobCardClass.rate}>
      <p className={jobCardClass.rateAmount}>
        <Trans>{rate} per day</Trans>
      </p>
      <p className={jobCardClass.muted}>{isRateNegotiable ? <Trans>Negotiable</Trans> : <Trans>Fixed Rate</Trans>}</p>
    </div>
  );
}
