import { t } from "@lingui/core/macro";
import { formatList } from "../../format/lists.ts";
import { formatRupees } from "../../format/money.ts";

// The sample businesses' price ranges as the server sends them: "₹1,200 - ₹2,000 per acre".
const PRICE_RANGE = /^₹\s*([\d,]+)\s*-\s*₹\s*([\d,]+)\s+per\s+(.+)$/;

const rupees = (digits: string) => formatRupees(Number(digits.replaceAll(",", "")));

/**
 * A price range ("₹1,200 - ₹2,000 per acre") in the active language, amounts in its number style. A range in
 * another shape, or with a unit not listed here, is shown as sent.
 */
export function priceRangeLabel(text: string): string {
  const match = PRICE_RANGE.exec(text.trim());
  if (!match) return text;
  const min = rupees(match[1]!);
  const max = rupees(match[2]!);
  switch (match[3]) {
    case "acre":
      return t`${min} - ${max} per acre`;
    case "hour":
      return t`${min} - ${max} per hour`;
    case "day":
      return t`${min} - ${max} per day`;
    case "worker per day":
      return t`${min} - ${max} per worker per day`;
    case "km":
      return t`${min} - ${max} per km`;
    case "tree":
      return t`${min} - ${max} per tree`;
    default:
      return text;
  }
}

/**
 * A coverage area listing places ("Dharwad, Hubballi and Gadag", "Mandya and Mysuru districts") with each place
 * named and the list joined in the active language. `placeText` names one place.
 */
export function coverageAreaLabel(text: string, placeText: (place: string) => string): string {
  const districts = /\s+districts$/.exec(text.trim());
  const list = districts ? text.trim().slice(0, districts.index) : text.trim();
  const places = list.split(/\s*,\s*|\s+and\s+/).filter((place) => place !== "");
  if (places.length === 0) return text;
  const named = formatList(places.map((place) => placeText(place)));
  return districts ? t`${named} districts` : named;
}
