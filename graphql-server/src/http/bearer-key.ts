/** The key in an `Authorization: Bearer <key>` header, or null when the header is absent or another scheme. */
export function bearerKey(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1]! : null;
}
