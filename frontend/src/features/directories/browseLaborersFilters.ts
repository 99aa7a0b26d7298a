import { parseRadiusChoice } from "@rules/distance.ts";

/**
 * BrowseLaborersScreenQuery's variables from the URL: ?q= (name search), ?skill= (a catalogue skill's name, in
 * any language), ?near= (a place or pincode) with ?radius= (km), and ?available=1 (available today only).
 */
export function browseLaborersVariables(params: URLSearchParams) {
  const near = params.get("near")?.trim() || null;
  return {
    search: params.get("q")?.trim() || null,
    skillName: params.get("skill")?.trim() || null,
    near,
    radiusKm: near ? parseRadiusChoice(params.get("radius")) : null,
    available: params.get("available") === "1" ? true : null,
  };
}
