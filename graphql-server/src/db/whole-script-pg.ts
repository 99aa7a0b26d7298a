// PostgreSQL for Prisma, with migrations run whole. @prisma/adapter-pg runs a migration script by cutting it at
// every ';', which breaks any statement holding a ';' of its own: a function body between $$ quotes, a string.
// Here a script goes to the server in one simple query, as psql and `prisma migrate deploy` send it: the
// server parses the statements, and they apply together or not at all.
import { PrismaPg } from "@prisma/adapter-pg";

export class WholeScriptPg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
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
