/** Looks a key up, failing loudly when seed data refers to something that does not exist. */
export function mustGet<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown ${what} "${String(key)}"`);
  return value;
}

/** Fails when two items share a key that other seed data uses to refer to them. */
export function assertUnique(keys: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`Duplicate ${what} "${key}" in seed data`);
    seen.add(key);
  }
}
