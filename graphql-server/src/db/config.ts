import path from "node:path";

/** Where the embedded database and its generated secrets live. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || ".data");
}

/** PostgreSQL connection string, or undefined for the embedded PGlite database. */
export function databaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL?.trim();
  return url ? url : undefined;
}

export const repoRoot = path.resolve(import.meta.dirname, "../../..");
export const prismaDir = path.join(repoRoot, "prisma");
export const migrationsDir = path.join(prismaDir, "migrations");
export const schemaPath = path.join(prismaDir, "schema.prisma");
