import { expect } from "vitest";

/** A tuple of `N` items of type `T`. */
export type Tuple<T, N extends number, Items extends T[] = []> = Items["length"] extends N
  ? Items
  : Tuple<T, N, [...Items, T]>;

/**
 * Expects `items` to hold exactly `length` items and returns them as a tuple of that length, so a test can
 * read `items[0]` or destructure them without checking each one for undefined.
 */
export function expectLength<T, N extends number>(items: readonly T[], length: N): Tuple<T, N> {
  expect(items).toHaveLength(length);
  return items as unknown as Tuple<T, N>;
}

/** `items[index]`, failing the test when there is no such item. */
export function item<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) throw new Error(`No item ${index}: there are ${items.length}`);
  return items[index] as T;
}
