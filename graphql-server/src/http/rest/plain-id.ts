/** `{databaseId, ...}` as the REST shape `{id, ...}` (REST field names, plain ids). */
export const withPlainId = <T extends { databaseId: number }>({ databaseId, ...rest }: T) => ({
  id: databaseId,
  ...rest,
});
