/**
 * Options for a connection's `totalCount` field with a description: the prisma plugin's own field
 * has none. This one replaces it (`fields: (c) => ({ totalCount: c.int(totalCountField(...)) })`),
 * keeping its marker so a count-only query skips loading the rows.
 */
export const totalCountField = (description: string) => ({
  description,
  extensions: { pothosPrismaTotalCount: true },
  resolve: async (connection: object) => {
    const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
    return typeof totalCount === "function" ? totalCount() : (totalCount ?? 0);
  },
});
