// A job's and a course's page as people share them: `/job/:id` and `/course/:id` answer the app's page with the
// listing's title and Open Graph tags (WhatsApp shows them as the link's preview) and its title, wage or price,
// place and description as plain HTML, which the app replaces when it starts. The listing is read by the same
// GraphQL operation a signed-out visitor's browser would send: nothing private (no phone number) is in it.
import type { Context as HonoContext } from "hono";
import { graphql } from "../generated/graphql/index.ts";
import { type Locale, requestLocale } from "../i18n/locale.ts";
import { translate } from "../i18n/translate.ts";
import { SHARE_TEXTS } from "../rules/share.ts";
import type { GraphQLServer } from "./graphql.ts";
import { runOperation } from "./rest/run-operation.ts";

const SHARED_JOB = graphql(`
  query SharedJobPage($id: ID!) {
    job(id: $id) {
      __typename
      ... on QueryJobSuccess { data { title description dailyRate location district state } }
    }
  }
`);

const SHARED_COURSE = graphql(`
  query SharedCoursePage($id: ID!) {
    node(id: $id) {
      __typename
      ... on Course { title description price isFree isOnline location cityVillage district state }
    }
  }
`);

export interface SharedListing {
  title: string;
  /** The preview's line: wage or price, and place. */
  summary: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const rupees = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(`${locale}-IN`, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );

const placeOf = (...parts: (string | null | undefined)[]) =>
  [...new Set(parts.map((part) => part?.trim()).filter(Boolean))].join(", ");

/** The job or course at `/job/:id` or `/course/:id`, or null when there is none a visitor may read. */
export async function sharedListing(
  c: HonoContext,
  server: GraphQLServer,
  kind: "job" | "course",
  id: string,
): Promise<SharedListing | null> {
  const locale = requestLocale(c.req.raw.headers);
  if (kind === "job") {
    const result = await runOperation(c, server, SHARED_JOB, { id });
    const job = result.data?.job?.__typename === "QueryJobSuccess" ? result.data.job.data : null;
    if (!job) return null;
    const place = job.location || placeOf(job.district, job.state);
    return {
      title: job.title,
      summary: translate(locale, { id: SHARE_TEXTS.job, values: { wage: rupees(locale, job.dailyRate), place } }),
      description: job.description ?? "",
    };
  }
  const result = await runOperation(c, server, SHARED_COURSE, { id });
  const node = result.data?.node;
  const course = node?.__typename === "Course" ? node : null;
  if (!course) return null;
  const price = course.isFree ? translate(locale, SHARE_TEXTS.free) : rupees(locale, course.price);
  const place = course.isOnline
    ? translate(locale, SHARE_TEXTS.online)
    : course.location || placeOf(course.cityVillage, course.district, course.state);
  return {
    title: course.title,
    summary: translate(locale, { id: SHARE_TEXTS.course, values: { price, place } }),
    description: course.description,
  };
}

/**
 * The app's page for a shared listing: its title, the Open Graph tags, and the listing as plain HTML in the app's
 * root (shown until the app renders; the landing page's prerendered copy is left out).
 */
export function sharedPage(indexHtml: string, listing: SharedListing, url: string): string {
  const title = escapeHtml(listing.title);
  const summary = escapeHtml(listing.summary);
  const description = escapeHtml(listing.description.slice(0, 300));
  const tags = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="KhetSetu">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${summary}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="description" content="${summary}">`,
  ].join("\n    ");
  const body = `<main><h1>${title}</h1><p>${summary}</p><p>${description}</p></main>`;
  // Replaced by functions: a replacement string would read "$'" or "$&" in a listing's text as patterns.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title} · KhetSetu</title>\n    ${tags}`)
    .replace(/<div id="ks-prerendered"[\s\S]*<\/div>(\s*<\/body>)/, "$1")
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
