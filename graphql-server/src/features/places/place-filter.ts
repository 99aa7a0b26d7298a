import { MAX_FILTER_CHARACTERS, contains } from "../../db/text-filters.ts";
import { placeNameVariants } from "./aliases.ts";

/**
 * Any name of the place (Mysore or Mysuru) in any of the columns, or null when no place is given.
 */
export function placeInSomeColumn<Where>(
  columns: readonly string[],
  location: string | null | undefined,
): Where | null {
  const names = placeNameVariants(location?.slice(0, MAX_FILTER_CHARACTERS));
  if (names.length === 0) return null;
  return { OR: names.flatMap((name) => columns.map((column) => ({ [column]: contains(name) }))) } as Where;
}
