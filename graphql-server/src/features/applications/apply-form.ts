// Apply Now before the web app's scripts have run: on a server-rendered page the button is a form that posts here,
// so on a slow network a laborer can apply as soon as the page shows. It runs the same GraphQL operation as the
// app's Apply and REST's, with the request's session, then goes back (303) to the page it was pressed on, which
// shows the job as applied (or, after a refusal, the job as it is: already applied, or closed; any other refusal,
// the daily limit above all, is named in that page's address for its button to show). Posts another site could
// make are refused (403), as the API refuses them; a rate that is not a whole number is a 400.
import type { Context as HonoContext } from "hono";
import { graphql } from "../../generated/graphql/index.ts";
import type { GraphQLServer } from "../../http/graphql.ts";
import { type HttpPolicy, hasForeignOrigin } from "../../http/request-origin.ts";
import { runOperation } from "../../http/rest/run-operation.ts";
import { pageLocale } from "../../http/server-render.ts";
import { translate } from "../../i18n/translate.ts";
import {
  APPLICATION_MESSAGES,
  APPLY_FORM_FIELDS,
  type ApplyRefusal,
  withApplyRefusal,
} from "../../rules/applications.ts";
import { ERROR_MESSAGES } from "../../rules/errors.ts";

const APPLY_BY_FORM = graphql(`
  mutation FormApplyToJob($jobId: ID!, $requestedRate: Int, $message: String) {
    applyToJob(jobId: $jobId, requestedRate: $requestedRate, message: $message) {
      __typename
      ... on RateLimitError { retryAfterSeconds }
    }
  }
`);

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The page to go back to: a path of this site in a URL's own characters (what the page's address gives, percent-
 * encoded), else the job's page. Nothing else reaches the Location header: not another site, not a line break.
 */
export function backPath(back: unknown, jobId: string): string {
  if (typeof back === "string" && /^\/(?![/\\])[\x21-\x7e]*$/.test(back) && !back.includes("\\")) return back;
  return `/job/${encodeURIComponent(jobId)}`;
}

/** A whole number of rupees above 0, none (empty), or undefined when it is neither. */
function formRate(value: unknown): number | null | undefined {
  if (value === undefined || value === "") return null;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return undefined;
  const rate = Number(value);
  return rate > 0 ? rate : undefined;
}

export async function applyByForm(c: HonoContext, server: GraphQLServer, policy: HttpPolicy) {
  const locale = pageLocale(c.req.raw.headers);
  const site = c.req.header("sec-fetch-site");
  if (hasForeignOrigin(c, policy) || (site !== undefined && site !== "same-origin"))
    return c.text(translate(locale, ERROR_MESSAGES.forbidden), 403);
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.has(type)) return c.text(translate(locale, ERROR_MESSAGES.invalidInput), 415);
  const form = await c.req.parseBody().catch(() => null);
  if (!form) return c.text(translate(locale, ERROR_MESSAGES.invalidInput), 400);
  const jobId = c.req.param("id") ?? "";
  const requestedRate = formRate(form[APPLY_FORM_FIELDS.requestedRate]);
  if (requestedRate === undefined) return c.text(translate(locale, APPLICATION_MESSAGES.requestedRate), 400);
  const message = form[APPLY_FORM_FIELDS.message];
  const result = await runOperation(c, server, APPLY_BY_FORM, {
    jobId,
    requestedRate,
    message: typeof message === "string" && message ? message : null,
  });
  c.header("cache-control", "no-store");
  const back = backPath(form[APPLY_FORM_FIELDS.back], jobId);
  const refused = refusalOf(result.data?.applyToJob);
  return c.redirect(refused ? withApplyRefusal(back, jobId, refused) : back, 303);
}

/** What the page should say of the operation's answer: nothing for an application or a conflict. */
function refusalOf(answer: { __typename: string; retryAfterSeconds?: number } | null | undefined): ApplyRefusal | null {
  if (answer?.__typename === "MutationApplyToJobSuccess" || answer?.__typename === "ConflictError") return null;
  if (answer?.__typename === "RateLimitError")
    return { refusal: "limit", retryAfterSeconds: answer.retryAfterSeconds ?? null };
  return { refusal: "refused", retryAfterSeconds: null };
}
