import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { UserType } from "../../session/session.ts";

/** localStorage key of the role chosen on the landing page. */
export const SELECTED_ROLE_KEY = "selectedRole";

/** The three account types and their cards (landing page and Account Setup). Plain data: no Chakra or Relay. */
export const ROLES: ReadonlyArray<{ value: UserType; label: MessageDescriptor; description: MessageDescriptor }> = [
  { value: "laborer", label: msg`Agricultural Laborer`, description: msg`Looking for farm work` },
  { value: "employer", label: msg`Employer/Farmer`, description: msg`Need workers for your farm` },
  { value: "training_provider", label: msg`Training Provider`, description: msg`Offer skill training and courses` },
];

export function isUserType(value: unknown): value is UserType {
  return ROLES.some((r) => r.value === value);
}

/** The role kept from the landing page, if any. */
export function storedRole(): UserType | null {
  try {
    const saved = localStorage.getItem(SELECTED_ROLE_KEY);
    return isUserType(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function storeRole(role: UserType): void {
  try {
    localStorage.setItem(SELECTED_ROLE_KEY, role);
  } catch {
    // private mode: the role still travels in the login URL
  }
}
