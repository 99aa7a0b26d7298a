// A shared job's or course's link: the page answers with the listing's title, preview tags and text, in the
// visitor's language, and nothing private.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalIdOf } from "../graphql/global-id.ts";
import { translate } from "../i18n/translate.ts";
import { SHARE_TEXTS } from "../rules/share.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { type SharedListing, sharedPage } from "./share-pages.ts";
import { tempDir } from "../test/temp-dir.ts";

/** The built index.html's shape: a title, the app's empty root, the prerendered landing page. */
const INDEX = `<!doctype html><html><head><title>KhetSetu</title></head><body>
    <div id="root"></div>
    <div id="ks-prerendered" aria-hidden="true" inert><div class="ks-landing"><h1>Farm work, fair pay</h1></div></div>
  </body></html>`;

let t: TestApp;
const PHONE = "9876501234";
let others = 9_876_502_000;

beforeAll(async () => {
  const dir = tempDir("ks-share-");
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  t = await createTestApp({ staticDir: dir });
});
afterAll(() => t.close());

async function employerJob(title: string, mobileNumber = String(others++)) {
  const employer = await t.prisma.user.create({
    data: { mobileNumber, userType: "employer", firstName: "Ravi", businessName: "Ravi Farms" },
  });
  return t.prisma.job.create({
    data: {
      employerId: employer.id,
      title,
      description: "Cutting and bundling paddy for five days.",
      location: "Maddur, Mandya, Karnataka",
      category: "field_activities",
      dailyRate: 600,
      duration: 5,
    },
  });
}

describe("a shared job's page", () => {
  it("answers 200 signed out with the title, og:title and og:description, and no phone number", async () => {
    const job = await employerJob("Paddy harvest <helpers>", PHONE);
    const res = await t.request(`/job/${encodeURIComponent(globalIdOf("Job", job.id))}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Paddy harvest &lt;helpers&gt; · KhetSetu</title>");
    expect(html).toContain('<meta property="og:title" content="Paddy harvest &lt;helpers&gt;">');
    expect(html).toContain('<meta property="og:description" content="₹600 a day · Maddur, Mandya, Karnataka">');
    expect(html).toContain("<h1>Paddy harvest &lt;helpers&gt;</h1>");
    expect(html).toContain("Cutting and bundling paddy");
    expect(html).not.toContain(PHONE);
    // The landing page's copy is not shown first.
    expect(html).not.toContain("ks-prerendered");
  });

  it("words the preview in the visitor's language", async () => {
    const job = await t.prisma.job.findFirstOrThrow();
    const res = await t.request(`/job/${encodeURIComponent(globalIdOf("Job", job.id))}`, {
      headers: { "accept-language": "kn" },
    });
    const html = await res.text();
    const wage = new Intl.NumberFormat("kn-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    }).format(600);
    const kannada = translate("kn", { id: SHARE_TEXTS.job, values: { wage, place: job.location } });
    expect(kannada).not.toBe(translate("en", { id: SHARE_TEXTS.job, values: { wage, place: job.location } }));
    expect(html).toContain(`<meta property="og:description" content="${kannada}">`);
  });

  it("is the plain app page for a job that does not exist or is held under review", async () => {
    const held = await employerJob("Registration fee job");
    await t.prisma.job.update({ where: { id: held.id }, data: { status: "under_review" } });
    for (const id of [globalIdOf("Job", 999_999), globalIdOf("Job", held.id), "not-an-id"]) {
      const res = await t.request(`/job/${encodeURIComponent(id)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain("og:title");
      expect(html).not.toContain("Registration fee job");
    }
  });
});

describe("a shared course's page", () => {
  it("carries the course's title, and Free and Online in its preview", async () => {
    const provider = await t.prisma.user.create({
      data: { mobileNumber: "9876505555", userType: "training_provider" },
    });
    const course = await t.prisma.course.create({
      data: {
        providerId: provider.id,
        title: "Drip irrigation basics",
        description: "Set up and care for drip lines.",
        duration: 3,
        price: 0,
        isFree: true,
        isOnline: true,
      },
    });
    const html = await (await t.request(`/course/${encodeURIComponent(globalIdOf("Course", course.id))}`)).text();
    expect(html).toContain('<meta property="og:title" content="Drip irrigation basics">');
    expect(html).toContain('<meta property="og:description" content="Free · Online">');
    expect(html).not.toContain("9876505555");
  });
});

const SHELL =
  '<!doctype html><html lang="en"><head><title>KhetSetu</title></head><body><div id="root"></div></body></html>';

describe("a shared listing's page", () => {
  it("puts a title with dollar signs in as it is ($$, $` and $1 are not replacement patterns)", () => {
    const title = "Harvest $$ pay $` now $1";
    const listing: SharedListing = { title, summary: "₹600 a day", description: "$$ and $1" };
    const page = sharedPage(SHELL, listing, "http://localhost/job/1");
    expect(page).toContain(`<title>${title} · KhetSetu</title>`);
    expect(page).toContain(`<h1>${title}</h1>`);
    expect(page).toContain("<p>$$ and $1</p>");
    expect(page.match(/<html/g)).toHaveLength(1);
  });
});
