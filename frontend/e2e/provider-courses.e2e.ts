// A training provider's course, in two browser tabs at 360×640: the provider (signed in through the API) opens
// their dashboard → Create Course through the form (checked as they type; a seat limit of 1, a place, a start
// date, a language) → the course under Your Courses → a laborer enrols through the API → the student in Recent
// Student Activity and on /courses → 'Mark completed', and the completion rate shows 100% → Message opens the
// conversation → Edit Course changes the title. Nothing on the provider's screens scrolls sideways.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Tab,
  connectBrowser,
  enabled,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  graphql,
  item,
  onPath,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
let providerTab: Tab;
let laborerTab: Tab;
let page: Page;

const suffix = Math.floor(Math.random() * 100000);
const providerName = { firstName: "Asha", lastName: `Kvk${suffix}` };
const laborerName = { firstName: "Manju", lastName: `Naik${suffix}` };
const student = `${laborerName.firstName} ${laborerName.lastName}`;
const title = `Organic farming ${suffix}`;
const editedTitle = `${title} (advanced)`;
/** Thirty days from today in India, as the date field takes it. */
const startDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
  new Date(Date.now() + 30 * 86_400_000),
);

type SavedCourse = {
  id: string;
  title: string;
  status: string;
  price: number;
  isFree: boolean;
  maxEnrollments: number | null;
  currentEnrollments: number;
  completionRate: number | null;
  state: string | null;
  district: string | null;
  cityVillage: string | null;
  location: string | null;
  isOnline: boolean;
  startDate: string | null;
  language: string | null;
  duration: number;
  skillCategory: string | null;
  certificateProvided: boolean;
};

async function myCourses(): Promise<SavedCourse[]> {
  const { body } = await graphql<{ myCourses: { edges: Array<{ node: SavedCourse }> } }>(
    providerTab.context.request,
    `{ myCourses(first: 10) { edges { node { id title status price isFree maxEnrollments currentEnrollments completionRate state district cityVillage location isOnline startDate language duration skillCategory certificateProvided } } } }`,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.myCourses.edges.map((edge) => edge.node);
}

/** Fails if the page is wider than the 360 px screen (anything scrolls sideways). */
async function expectNoSidewaysScroll(where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scrolling at 360 px on ${where}`).toBeLessThanOrEqual(0);
}

/** The label of a Chakra checkbox (the visible 44 px target around its hidden input). */
function checkboxLabel(name: string): Locator {
  return page.locator("label").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
}

/** The dashboard's counter tile whose label is `label`. */
function counter(label: string): Locator {
  return page.getByText(label, { exact: true }).locator("xpath=preceding-sibling::*[1]");
}

beforeAll(async () => {
  browser = await connectBrowser();
  providerTab = await openTab(browser);
  laborerTab = await openTab(browser);
  page = providerTab.page;

  const providerMobile = freshMobile();
  let laborerMobile = freshMobile();
  while (laborerMobile === providerMobile) laborerMobile = freshMobile();
  await signInByApi(providerTab.context, providerMobile, "training_provider");
  await updateProfile(providerTab.context, providerName);
  await signInByApi(laborerTab.context, laborerMobile, "laborer");
  await updateProfile(laborerTab.context, { ...laborerName, cityVillage: "Koppa" });
});
afterAll(async () => {
  await browser?.close();
});

describe("a training provider's course", () => {
  it("the provider's dashboard: header, counters, actions, no courses yet", async () => {
    await page.goto("/");
    await onPath(page, "/training-provider");
    await visible(page.getByRole("heading", { level: 1, name: `${providerName.firstName} ${providerName.lastName}` }));
    await visible(page.getByText("Training Provider", { exact: true }));
    expect(await page.getByRole("heading", { name: "Coming soon" }).count()).toBe(0);
    expect(await counter("Active Courses").textContent()).toBe("0");
    expect(await counter("Students Enrolled").textContent()).toBe("0");
    expect(await counter("Rating").textContent()).toBe("New");
    await visible(page.getByText("You have not created any courses yet. Create a course to start enrolling students."));
    expect(await page.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");
    expect(await page.getByRole("link", { name: "View Analytics" }).getAttribute("href")).toBe("/analytics");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await expectNoSidewaysScroll("/training-provider");
    expectNoPageErrors(providerTab);
  });

  it("creates a course through the form, checked as they type, and sees it under Your Courses", async () => {
    await page.getByRole("link", { name: "Create Course" }).click();
    await onPath(page, "/create-course");
    await visible(page.getByRole("heading", { level: 1, name: "Create Course" }));

    // Nothing is sent while the form is wrong; each field says what is wrong.
    await page.getByRole("button", { name: "Create Course" }).click();
    await visible(page.getByText("Title is required"));
    await visible(page.getByText("Duration must be between 1 and 365 days"));

    await page.getByRole("textbox", { name: "Course title" }).fill(title);
    expect(await page.getByText("Title is required").count()).toBe(0);
    await page.getByRole("combobox", { name: "Skill category" }).selectOption("field_activities");
    await page.getByRole("textbox", { name: "Description" }).fill("Compost, bio-pesticides and certification.");
    await page.getByRole("combobox", { name: "Language of instruction" }).selectOption("kn");
    const state = page.getByRole("combobox", { name: "State" });
    await enabled(state);
    await state.selectOption("Karnataka");
    const district = page.getByRole("combobox", { name: "District" });
    await enabled(district);
    await district.selectOption("Mandya");
    await page.getByRole("textbox", { name: "Village or town" }).fill("Maddur");
    await page.getByLabel("Start date", { exact: true }).fill(startDate);
    await page.getByRole("textbox", { name: "Duration (days)" }).fill("5");
    const seats = page.getByRole("textbox", { name: "Seats" });
    await seats.fill("0");
    await visible(page.getByText("Maximum enrolments must be at least 1"));
    await seats.fill("1");
    expect(await page.getByText("Maximum enrolments must be at least 1").count()).toBe(0);
    // Free is the default, and says how laborers see it.
    expect(await page.getByRole("radio", { name: "Free" }).isChecked()).toBe(true);
    await visible(page.getByText("Free courses are shown to laborers as a Free Government Program."));
    await checkboxLabel("Certificate on completion").click();
    await expectNoSidewaysScroll("/create-course");

    await page.getByRole("button", { name: "Create Course" }).click();
    await visible(page.getByText("Course Created"));
    await onPath(page, "/training-provider");
    const courses = page.getByRole("region", { name: "Your Courses" });
    await visible(courses.getByRole("heading", { name: title, exact: true }));
    await visible(courses.getByText("0/1 enrolled"));
    await visible(courses.getByText(/^Starts /));
    await expectEventually(() => counter("Active Courses").textContent(), "1");

    const [course] = await myCourses();
    expect(course).toMatchObject({
      title,
      status: "active",
      price: 0,
      isFree: true,
      maxEnrollments: 1,
      state: "Karnataka",
      district: "Mandya",
      cityVillage: "Maddur",
      location: "Maddur, Mandya, Karnataka",
      isOnline: false,
      startDate,
      language: "kn",
      duration: 5,
      skillCategory: "field_activities",
      certificateProvided: true,
    });
    expectNoPageErrors(providerTab);
  });

  it("a laborer enrols through the API, and the student shows in Recent Student Activity", async () => {
    const course = item(await myCourses(), 0, "course");
    const { body } = await graphql<{ enroll: { __typename: string; data?: { status: string } } }>(
      laborerTab.context.request,
      `mutation($id: ID!) { enroll(courseId: $id) { __typename ... on MutationEnrollSuccess { data { status } } ... on Error { message } } }`,
      { id: course.id },
    );
    expect(body.data?.enroll).toMatchObject({ __typename: "MutationEnrollSuccess", data: { status: "enrolled" } });

    await page.reload();
    const activity = page.getByRole("region", { name: "Recent Student Activity" });
    await visible(activity.getByText(`${student} enrolled in ${title}`));
    await visible(activity.getByText("Enrolled", { exact: true }));
    await expectEventually(() => counter("Students Enrolled").textContent(), "1");
    await visible(page.getByRole("region", { name: "Your Courses" }).getByText("1/1 enrolled"));
    await expectNoSidewaysScroll("/training-provider");
    expectNoPageErrors(providerTab);
  });

  it("opens /courses, sees the student and marks them completed: the completion rate shows 100%", async () => {
    await page.getByRole("link", { name: `Students of ${title}` }).click();
    await onPath(page, "/courses");
    await visible(page.getByRole("heading", { level: 1, name: "Courses and Students" }));
    const section = page.getByRole("region", { name: title });
    await visible(section.getByText(student, { exact: true }));
    await visible(section.getByText("Koppa", { exact: true }));
    await visible(section.getByText(/^Enrolled \d/));
    await visible(section.getByText("Completion rate: 0%"));
    await visible(section.getByRole("link", { name: `Call ${student}` }));
    await expectNoSidewaysScroll("/courses");

    await section.getByRole("button", { name: `Mark completed for ${student}` }).click();
    await visible(page.getByText("Course Completed"));
    await visible(section.getByText("Completed", { exact: true }));
    await visible(section.getByText("Completion rate: 100%"));
    expect(await section.getByRole("button", { name: `Mark completed for ${student}` }).count()).toBe(0);
    const course = item(await myCourses(), 0, "course");
    expect(course.completionRate).toBe(100);

    // Still completed after a reload (the server says so).
    await page.reload();
    await visible(page.getByRole("region", { name: title }).getByText("Completion rate: 100%"));
    await visible(page.getByRole("region", { name: title }).getByText("Completed", { exact: true }));
    expectNoPageErrors(providerTab);
  });

  it("Message starts a conversation with the student and opens its thread", async () => {
    await page
      .getByRole("region", { name: title })
      .getByRole("button", { name: `Message ${student}` })
      .click();
    // /messages?conversation=<id> hands over to the thread's own address.
    await onPath(page, /^\/messages\/[^/?]+$/);
    await visible(page.getByText(student).first());
    expectNoPageErrors(providerTab);
  });

  it("edits the course in the same form, filled in, and the new title shows under Your Courses", async () => {
    await page.goto("/training-provider");
    const courses = page.getByRole("region", { name: "Your Courses" });
    await courses.getByRole("link", { name: `Edit Course ${title}` }).click();
    await onPath(page, /^\/create-course\/.+\/edit$/);
    await visible(page.getByRole("heading", { level: 1, name: "Edit Course" }));
    const titleField = page.getByRole("textbox", { name: "Course title" });
    await expectEventually(() => titleField.inputValue(), title);
    expect(await page.getByRole("textbox", { name: "Village or town" }).inputValue()).toBe("Maddur");
    expect(await page.getByRole("textbox", { name: "Seats" }).inputValue()).toBe("1");
    expect(await page.getByRole("combobox", { name: "Language of instruction" }).inputValue()).toBe("kn");
    expect(await page.getByLabel("Start date", { exact: true }).inputValue()).toBe(startDate);
    await expectNoSidewaysScroll("/create-course/:id/edit");

    await titleField.fill(editedTitle);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await visible(page.getByText("Course Updated"));
    await onPath(page, "/training-provider");
    await visible(courses.getByRole("heading", { name: editedTitle, exact: true }));
    const [course] = await myCourses();
    expect(course).toMatchObject({
      title: editedTitle,
      location: "Maddur, Mandya, Karnataka",
      startDate,
      language: "kn",
      maxEnrollments: 1,
      completionRate: 100,
    });
    await expectNoSidewaysScroll("/training-provider");
    expectNoPageErrors(providerTab);
  });
});
