import { z } from "zod";
import { describe, expect, it } from "vitest";
import { FeedbackCategory } from "../generated/prisma/enums.ts";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  contactEmailProblem,
  messageProblem,
  missingFeedbackFields,
  ratingProblem,
  subjectProblem,
} from "./feedback.ts";

describe("feedback rules", () => {
  it("list exactly the database's feedback categories", () => {
    expect([...FEEDBACK_CATEGORIES].sort()).toEqual(Object.values(FeedbackCategory).sort());
  });

  it("name the required fields that are missing or blank", () => {
    expect(missingFeedbackFields({ category: "bug_report", subject: "Apply", message: "Broken" })).toEqual([]);
    expect(missingFeedbackFields({ category: "", subject: "  ", message: null })).toEqual([
      "category",
      "subject",
      "message",
    ]);
    expect(missingFeedbackFields({ category: "suggestion", subject: "Voice notes" })).toEqual(["message"]);
  });

  it("cap subject and message after trimming", () => {
    expect(subjectProblem(` ${"s".repeat(FEEDBACK_LIMITS.subjectMax)} `)).toBeNull();
    expect(subjectProblem("s".repeat(FEEDBACK_LIMITS.subjectMax + 1))).toBe(FEEDBACK_MESSAGES.subjectLength);
    expect(messageProblem("m".repeat(FEEDBACK_LIMITS.messageMax))).toBeNull();
    expect(messageProblem("m".repeat(FEEDBACK_LIMITS.messageMax + 1))).toBe(FEEDBACK_MESSAGES.messageLength);
  });

  it("take no rating as none, and a given one as a whole number from 1 to 5", () => {
    expect(ratingProblem(null)).toBeNull();
    for (const stars of [1, 3, 5]) expect(ratingProblem(stars)).toBeNull();
    for (const stars of [0, 6, 2.5, Number.NaN]) expect(ratingProblem(stars)).toBe(FEEDBACK_MESSAGES.rating);
  });

  it("take a blank e-mail as none and check a given one as zod's e-mail check does", () => {
    expect(contactEmailProblem("  ")).toBeNull();
    const samples = [
      "ramesh@example.in",
      " r.gowda+farm@mail.co.in ",
      "not-an-email",
      "ramesh@",
      "a@b.c",
      "a..b@example.in",
      ".a@example.in",
      "a@-x.in",
    ];
    for (const sample of samples) {
      const zodSays = z.email().safeParse(sample.trim()).success;
      expect(contactEmailProblem(sample) === null, sample).toBe(zodSays);
    }
    expect(contactEmailProblem(`${"a".repeat(250)}@example.in`)).toBe(FEEDBACK_MESSAGES.contactEmail);
  });
});
