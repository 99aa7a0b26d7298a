import fs from "node:fs";
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

/**
 * The repository's root: the nearest folder at or above `start` holding prisma/schema.prisma. Found rather
 * than counted in "../", so the sources (run by tsx) and the one-file build (graphql-server/dist) agree.
 */
export function findRepoRoot(start: string): string {
  for (let dir = start; ; ) {
    if (fs.existsSync(path.join(dir, "prisma", "schema.prisma"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No prisma/schema.prisma in ${start} or any folder above it`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);
export const prismaDir = path.join(repoRoot, "prisma");
export const migrationsDir = path.join(prismaDir, "migrations");
export const schemaPath = path.join(prismaDir, "schema.prisma");
