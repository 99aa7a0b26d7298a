// `npm run db:migrate`: applies pending migrations to the configured database.
import { openDatabase } from "./adapter.ts";
import { migrate } from "./migrate.ts";

const db = await openDatabase();
try {
  const applied = await migrate(db.factory);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
  );
} finally {
  await db.close();
}
