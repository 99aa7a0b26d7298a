import { GraphQLError } from "graphql";
import { builder } from "./builder.ts";
import { parseCalendarDate } from "./calendar-date.ts";

function parseDate(value: unknown, what: string): Date {
  const date = typeof value === "string" || typeof value === "number" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError(`${what} must be an ISO-8601 date`);
  return date;
}

builder.scalarType("DateTime", {
  description: "A moment in time, as an ISO-8601 string in UTC (e.g. 2026-11-21T09:30:00.000Z).",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => parseDate(value, "DateTime"),
});

builder.scalarType("Date", {
  description: "A calendar date, as YYYY-MM-DD.",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw new GraphQLError("Date must be written as YYYY-MM-DD");
    }
    const date = parseCalendarDate(value);
    if (date) return date;
    // Month 13 is not a date at all; 30 February is a date-shaped day that does not exist.
    throw new GraphQLError(
      Number.isNaN(new Date(value).getTime())
        ? "Date must be an ISO-8601 date"
        : `${value} is not a real calendar date`,
    );
  },
});
