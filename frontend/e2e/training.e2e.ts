// Training from both sides at 360×640: a provider's course with one seat (created through the API; the course
// form has its own tests) → a laborer finds it on /training by its title, opens its screen and enrols, and sees
// the seat taken → a second laborer opens it and is told 'This course is full' → the first finds it under My
// trainings as Enrolled → the provider completes the enrolment (API) → the laborer sees Completed and the
// certificate note → /profile shows the laborer's own name, and the provider's organisation and description.
// Nothing scrolls sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Tab,
  connectBrowser,
  expectNoPageErrors,
  freshMobile,
  graphql,
  onPath,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
let provider: Tab;
let laborer: Tab;
let second: Tab;

const suffix = Math.floor(Math.random() * 100000);
const title = `Silkworm rearing ${suffix}`;
const laborerName = { firstName: "Shanthamma", lastName: `Gowda${suffix}` };
const organisation = `Sericulture Centre ${suffix}`;
const description = "Short courses in silk farming for village youth.";
let courseId = "";

/** A calendar date (YYYY-MM-DD) some days after today in India. */
function indiaDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Fails when the page scrolls sideways at 360 px. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scrolling at 360 px on ${page.url()}`).toBeLessThanOrEqual(0);
}

function mobiles(count: number): string[] {
  const taken = new Set<string>();
  while (taken.size < count) taken.add(freshMobile());
  return [...taken];
}

beforeAll(async () => {
  browser = await connectBrowser();
  provider = await openTab(browser);
  laborer = await openTab(browser);
  second = await openTab(browser);
  const [providerMobile, laborerMobile, secondMobile] = mobiles(3);
  await signInByApi(provider.context, providerMobile!, "training_provider");
  const profile = await graphql<{ updateProfile: { __typename: string } }>(
    provider.context.request,
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`,
    { input: { firstName: "Prakash", businessName: organisation, bio: description } },
  );
  expect(profile.body.data!.updateProfile.__typename).toBe("MutationUpdateProfileSuccess");
  await signInByApi(laborer.context, laborerMobile!, "laborer");
  await updateProfile(laborer.context, laborerName);
  await signInByApi(second.context, secondMobile!, "laborer");
  await updateProfile(second.context, { firstName: "Ravi", lastName: `Naik${suffix}` });

  const created = await graphql<{ createCourse: { __typename: string; data?: { id: string } } }>(
    provider.context.request,
    `mutation ($input: CourseInput!) { createCourse(input: $input) { __typename ... on MutationCreateCourseSuccess { data { id } } } }`,
    {
      input: {
        title,
        description: "Rearing silkworms on mulberry, from eggs to cocoons.",
        duration: 6,
        price: 0,
        maxEnrollments: 1,
        certificateProvided: true,
        skillCategory: "sericulture",
        state: "Karnataka",
        district: "Mandya",
        cityVillage: "Maddur",
        language: "kn",
        startDate: indiaDateIn(7),
      },
    },
  );
  expect(created.body.errors).toBeUndefined();
  courseId = created.body.data!.createCourse.data!.id;
  expect(courseId).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe("training, from a course with one seat to a completed enrolment", () => {
  it("a laborer reaches Find training from the home, finds the course by its title and opens its screen", async () => {
    const { page } = laborer;
    await page.goto("/");
    await (await visible(page.getByRole("link", { name: "See all training" }))).click();
    await onPath(page, "/training");
    const search = await visible(page.getByRole("searchbox", { name: "Search training" }));
    await search.fill(title);
    await search.press("Enter");
    await onPath(page, /^\/training\?q=/);
    const card = page.getByRole("article", { name: title });
    await visible(card.getByText("Maddur, Mandya, Karnataka"));
    await expectNoSidewaysScroll(page);

    await card.getByRole("link", { name: title, exact: true }).click();
    await onPath(page, `/course/${encodeURIComponent(courseId)}`);
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await visible(page.getByText(`Provider: ${organisation}`));
    await visible(page.getByText("Taught in Kannada"));
    await visible(page.getByText(/1 seat left/));
    await expectNoSidewaysScroll(page);
    expectNoPageErrors(laborer);
  });

  it("the laborer enrols and sees the seat taken", async () => {
    const { page } = laborer;
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await visible(page.getByText(`You are enrolled in ${title}.`));
    await visible(page.getByRole("button", { name: "Enrolled" }));
    expect(await page.getByRole("button", { name: "Enrolled" }).isDisabled()).toBe(true);
    await visible(page.getByText(/No seats left · 1 enrolled/));
    // After a reload the server says the same.
    await page.reload();
    await visible(page.getByText(/No seats left · 1 enrolled/));
    await visible(page.getByRole("button", { name: "Enrolled" }));
    expectNoPageErrors(laborer);
  });

  it("a second laborer opens the course and is told on screen that it is full", async () => {
    const { page } = second;
    await page.goto(`/course/${encodeURIComponent(courseId)}`);
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await visible(page.getByText("This course is full", { exact: true }));
    expect(await page.getByRole("button", { name: "Enroll Now" }).isDisabled()).toBe(true);
    await expectNoSidewaysScroll(page);

    // The server refuses too, with the message the screen shows.
    const refused = await graphql<{ enroll: { __typename: string; message?: string } }>(
      page.context().request,
      `mutation ($id: ID!) { enroll(courseId: $id) { __typename ... on Error { message } } }`,
      { id: courseId },
    );
    expect(refused.body.data!.enroll).toEqual({ __typename: "ConflictError", message: "This course is full" });
    expectNoPageErrors(second);
  });

  it("the first laborer finds it under My trainings as Enrolled", async () => {
    const { page } = laborer;
    await page.goto("/training");
    await page.getByRole("navigation", { name: "Training" }).getByRole("link", { name: "My trainings" }).click();
    await onPath(page, "/training?tab=mine");
    const card = page.getByRole("article", { name: title });
    // 'Enrolled on …' is only on My trainings' card: wait for it, so the course list's card (shown until the tab's
    // data arrives) is not the one checked.
    await visible(card.getByText(/^Enrolled on /));
    await visible(card.getByText("Enrolled", { exact: true }));
    expect(await card.getByText(/certificate/i).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    expectNoPageErrors(laborer);
  });

  it("after the provider completes the enrolment, the laborer sees Completed and the certificate note", async () => {
    const enrollments = await graphql<{ node: { enrollments: { edges: { node: { id: string } }[] } } }>(
      provider.context.request,
      `query ($id: ID!) { node(id: $id) { ... on Course { enrollments(first: 5) { edges { node { id } } } } } }`,
      { id: courseId },
    );
    const ids = enrollments.body.data!.node.enrollments.edges.map((edge) => edge.node.id);
    expect(ids).toHaveLength(1);
    const completed = await graphql<{ completeEnrollment: { __typename: string; data?: { status: string } } }>(
      provider.context.request,
      `mutation ($id: ID!) { completeEnrollment(id: $id) { __typename ... on MutationCompleteEnrollmentSuccess { data { status } } } }`,
      { id: ids[0] },
    );
    expect(completed.body.data!.completeEnrollment).toEqual({
      __typename: "MutationCompleteEnrollmentSuccess",
      data: { status: "completed" },
    });

    const { page } = laborer;
    await page.reload();
    const card = page.getByRole("article", { name: title });
    await visible(card.getByText("Completed", { exact: true }));
    await visible(card.getByText("Certificate: ask the provider for your certificate"));
    await visible(card.getByText(/^Completed on /));
    await expectNoSidewaysScroll(page);
    expectNoPageErrors(laborer);
  });

  it("/profile shows the laborer's own name, and the provider's organisation from their bottom bar", async () => {
    const { page } = laborer;
    await page.goto("/profile");
    await visible(page.getByRole("heading", { level: 1, name: "My profile" }));
    await visible(page.getByRole("heading", { level: 2, name: `${laborerName.firstName} ${laborerName.lastName}` }));
    await visible(page.getByText("Laborer", { exact: true }));
    await expectNoSidewaysScroll(page);
    expectNoPageErrors(laborer);

    await provider.page.goto("/income-opportunities");
    await provider.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await onPath(provider.page, "/profile");
    await visible(provider.page.getByText(organisation));
    await visible(provider.page.getByText(description));
    await visible(provider.page.getByRole("link", { name: "Edit profile" }));
    await expectNoSidewaysScroll(provider.page);
    expectNoPageErrors(provider);
  });
});
