import { PROFILE_LIMITS as L, PROFILE_MESSAGES as M, type ProfileMessage } from "@rules/profile.ts";
import { UPI_ID_PATTERN, WAGE_MESSAGES } from "@rules/wages.ts";

/** The settings form as its inputs hold it. */
export type SettingsValues = {
  firstName: string;
  lastName: string;
  businessName: string;
  farmName: string;
  bio: string;
  state: string;
  district: string;
  block: string;
  /** Laborers: the UPI id their wages can be paid to. */
  upiId: string;
};
export type SettingsField = keyof SettingsValues;
/** Each field's problem as a shared rule's message (English; the form shows it with `i18n._`). */
export type SettingsErrors = Partial<Record<SettingsField, ProfileMessage | typeof WAGE_MESSAGES.upiId>>;

type Saved = { readonly [K in SettingsField]?: string | null };

export function settingsValues(saved: Saved): SettingsValues {
  return {
    firstName: saved.firstName ?? "",
    lastName: saved.lastName ?? "",
    businessName: saved.businessName ?? "",
    farmName: saved.farmName ?? "",
    bio: saved.bio ?? "",
    state: saved.state ?? "",
    district: saved.district ?? "",
    block: saved.block ?? "",
    upiId: saved.upiId ?? "",
  };
}

function hasLocation(values: SettingsValues): boolean {
  return [values.state, values.district, values.block].some((part) => part.trim() !== "");
}

/**
 * Every problem with the values, by the rules the server applies to `updateProfile`: a first name is required,
 * names have their lengths; the place is optional, but once any of state, district and block is given, all three are
 * required (as on the verification form); a laborer's UPI id is optional, and once given looks like name@bank.
 */
export function validateSettings(values: SettingsValues, role: { upi?: boolean } = {}): SettingsErrors {
  const tooLong = (text: string, max: number, message: ProfileMessage) =>
    text.trim().length > max ? message : undefined;
  const place = (text: string, required: ProfileMessage) => {
    if (!hasLocation(values)) return undefined;
    if (text.trim() === "") return required;
    return tooLong(text, L.placeMax, M.placeLength);
  };
  const found: SettingsErrors = {
    firstName: values.firstName.trim() === "" ? M.firstName : tooLong(values.firstName, L.nameMax, M.firstNameLength),
    lastName: tooLong(values.lastName, L.nameMax, M.lastNameLength),
    businessName: tooLong(values.businessName, L.businessNameMax, M.businessNameLength),
    farmName: tooLong(values.farmName, L.businessNameMax, M.farmNameLength),
    bio: tooLong(values.bio, L.bioMax, M.bioLength),
    state: place(values.state, M.state),
    district: place(values.district, M.district),
    block: place(values.block, M.block),
    upiId:
      role.upi && values.upiId.trim() && !UPI_ID_PATTERN.test(values.upiId.trim()) ? WAGE_MESSAGES.upiId : undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as SettingsErrors;
}

/**
 * The `updateProfile` input for valid values, trimmed: blank optional names are cleared (null); the place is sent
 * only when given; business name only for employers and training providers, farm name only for employers, the
 * description (bio) only for training providers, the UPI id only for laborers ("" clears it).
 */
export function toSettingsInput(
  values: SettingsValues,
  role: { business: boolean; farm: boolean; bio?: boolean; upi?: boolean },
) {
  const optional = (text: string) => text.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    ...(role.business ? { businessName: optional(values.businessName) } : {}),
    ...(role.farm ? { farmName: optional(values.farmName) } : {}),
    ...(role.bio ? { bio: optional(values.bio) } : {}),
    ...(role.upi ? { upiId: values.upiId.trim() } : {}),
    ...(hasLocation(values)
      ? { state: values.state.trim(), district: values.district.trim(), block: values.block.trim() }
      : {}),
  };
}
