import { Prisma } from "../generated/prisma/client.ts";

/** A write refused by a unique index (e.g. a second application to the same job). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
