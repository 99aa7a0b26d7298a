// PostgreSQL for Prisma, with migrations run whole. @prisma/adapter-pg runs a migration script by cutting it at
// every ';', which breaks any statement holding a ';' of its own: a function body between $$ quotes, a string.
// Here a script goes to the server in one simple query, as psql and `prisma migrate deploy` send it: the
// server parses the statements, and they apply together or not at all.
// A connection PostgreSQL ends (a restart, an administrator) while it is checked out between two statements
// emits 'error' with nobody listening, since the pool listens only to idle ones: that would end the process. Each
// connection gets a listener of its own instead; the statement that next uses it fails, and the pool drops it.
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";

/** A connection that is gone: its holder's next statement fails with the same error. */
const ignoreEndedConnection = () => {};

export class WholeScriptPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    (adapter.underlyingDriver() as pg.Pool).on("connect", (client) => client.on("error", ignoreEndedConnection));
    // onError (protected) turns a pg error into Prisma's error, as the adapter's own executeScript does.
    const toPrismaError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
    adapter.executeScript = async (script: string) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        toPrismaError(error);
      }
    };
    return adapter;
  }
}
