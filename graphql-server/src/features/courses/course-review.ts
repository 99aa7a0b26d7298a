// A held course as its provider sees it: why it is under review. And the statuses a provider may set by hand.
import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { translate } from "../../i18n/translate.ts";
import { SCREENING_MESSAGES } from "../../rules/screening.ts";
import { courseHeldReason } from "./course-screening.ts";

/** A provider sets draft, active or closed; under_review is the screening's alone. */
export const settableCourseStatus = z
  .enum(["draft", "active", "closed"], { error: SCREENING_MESSAGES.statusNotSettable })
  .nullish();

builder.prismaObjectFields("Course", (t) => ({
  reviewReason: t.string({
    nullable: true,
    description:
      "Why the course is under review, in the request's language, naming the words that seem to ask students to pay " +
      "beyond its price; for its provider only (null for everyone else, and for courses not under review).",
    select: { providerId: true, status: true, title: true, description: true, location: true },
    resolve: (course, _args, ctx) =>
      course.status === "under_review" && ctx.viewer != null && course.providerId === ctx.viewer.id
        ? translate(ctx.locale, courseHeldReason(course))
        : null,
  }),
}));
