// Real matching, in two browser tabs at 360×640: a new laborer in Maddur (Mandya district) records Milking and
// Cattle Care on the registration view of the skill assessment and marks herself available; an employer in Mandya
// searching for Milking near Maddur within 25 km finds her with her distance; his new Milking job lists her under
// Suggested workers; her Jobs for you shows that job with its distance and reason; and her Nearby (25 km) shows a
// job in Mandya town with its distance but not one in Hubballi.
import type { Browser } from "playwright-core";
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
let laborer: Tab;
let employer: Tab;
const laborerName = `Kaveri${Math.floor(Math.random() * 10_000)}`;
const jobTitle = `Milking at Mandya dairy ${Math.floor(Math.random() * 10_000)}`;
let milkingJobId = 0;

const globalJobId = (id: number) => Buffer.from(`Job:${id}`).toString("base64");

async function postJob(title: string, location: string, district: string, skillIds: number[]) {
  const response = await employer.context.request.post("/api/jobs", {
    data: {
      title,
      location,
      district,
      state: "Karnataka",
      category: "animal_husbandry",
      dailyRate: 2000,
      duration: 30,
      requiredSkillIds: skillIds,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  browser = await connectBrowser();
  laborer = await openTab(browser);
  employer = await openTab(browser);
  await signInByApi(laborer.context, freshMobile(), "laborer");
  await updateProfile(laborer.context, {
    firstName: laborerName,
    lastName: "Gowda",
    cityVillage: "Maddur",
    district: "Mandya",
    state: "Karnataka",
    pincode: "571428",
  });
  await signInByApi(employer.context, freshMobile(), "employer");
  await updateProfile(employer.context, {
    firstName: "Ravi",
    lastName: "Hegde",
    cityVillage: "Mandya",
    district: "Mandya",
    state: "Karnataka",
  });
});
afterAll(async () => {
  await browser?.close();
});

describe("matching by skill and distance", () => {
  it("the laborer records Milking and Cattle Care on the registration view", async () => {
    const { page } = laborer;
    await page.goto("/skill-assessment?variant=registration");
    const find = await visible(page.getByRole("searchbox", { name: "Find a skill" }));
    for (const skill of ["Milking", "Cattle Care"]) {
      await find.fill(skill);
      // The card's label is what a person taps (its checkbox is drawn, not the native input).
      await page.getByText(skill, { exact: true }).click();
      expect(await page.getByRole("checkbox", { name: skill, exact: true }).isChecked()).toBe(true);
    }
    await find.fill("");
    await visible(page.getByText("2 skills selected"));
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await visible(page.getByText("Registration Complete"));
    await onPath(page, "/");
    const { body } = await graphql<{ viewer: { skills: { skill: { name: string } }[] } }>(
      laborer.context.request,
      "{ viewer { skills { skill { name } } } }",
    );
    expect(body.data?.viewer.skills.map((s) => s.skill.name).sort()).toEqual(["Cattle Care", "Milking"]);
  });

  it("she marks herself available on her profile", async () => {
    const { page } = laborer;
    await page.goto("/profile");
    const card = page.getByRole("form", { name: "Availability" });
    await card.getByText("I am available for work").click();
    await card.getByRole("button", { name: "Save availability" }).click();
    await visible(page.getByText("Availability saved"));
  });

  it("an employer in Mandya searching Milking near Maddur within 25 km finds her, with her distance", async () => {
    const { page } = employer;
    await page.goto("/browse-laborers");
    await page.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Milking" });
    // The skill's results first: a box that follows the URL would otherwise lose what is typed meanwhile.
    await onPath(page, "/browse-laborers?skill=Milking");
    const near = page.getByRole("combobox", { name: "Near a place" });
    await near.fill("Maddur");
    await near.press("Enter");
    expect(await (await visible(page.getByRole("combobox", { name: "Within" }))).inputValue()).toBe("25");
    const card = page.getByRole("article", { name: `${laborerName} Gowda` });
    await visible(card);
    expect(await card.textContent()).toMatch(/· \d+(\.\d)? km/);
    expect(await card.textContent()).toContain("Available now");
  });

  it("his new Milking job lists her under Suggested workers", async () => {
    const { body } = await graphql<{ skills: { databaseId: number; name: string }[] }>(
      employer.context.request,
      "{ skills { databaseId name } }",
    );
    const milking = body.data!.skills.find((skill) => skill.name === "Milking")!.databaseId;
    milkingJobId = await postJob(jobTitle, "Maddur, Karnataka", "Mandya", [milking]);
    const { page } = employer;
    await page.goto(`/employer/jobs/${encodeURIComponent(globalJobId(milkingJobId))}/applicants`);
    const suggested = page.getByRole("region", { name: "Suggested workers" });
    await visible(suggested.getByRole("article", { name: `${laborerName} Gowda` }));
  });

  it("her Jobs for you shows that job with its distance and reason", async () => {
    const { page } = laborer;
    await page.goto("/");
    const section = page.getByRole("region", { name: "Jobs for you" });
    const card = section.getByRole("article", { name: jobTitle });
    await visible(card);
    expect(await card.textContent()).toMatch(/Needs Milking · \d+(\.\d)? km/);
  });

  it("with the radius at 25 km her Nearby shows a job in Mandya town with its distance, and not one in Hubballi", async () => {
    const mandyaJob = `Paddy in Mandya town ${Math.floor(Math.random() * 10_000)}`;
    const hubballiJob = `Cotton in Hubballi ${Math.floor(Math.random() * 10_000)}`;
    await postJob(mandyaJob, "Mandya, Karnataka", "Mandya", []);
    await postJob(hubballiJob, "Hubballi, Karnataka", "Dharwad", []);
    const { page } = laborer;
    await page.goto("/jobs?filter=nearby&radius=25");
    const card = page.getByRole("article", { name: mandyaJob });
    await visible(card);
    expect(await card.textContent()).toMatch(/Mandya, Karnataka · \d+(\.\d)? km/);
    const { body } = await graphql<{ jobs: { edges: { node: { title: string } }[] } }>(
      laborer.context.request,
      "{ jobs(nearby: true, radiusKm: 25, first: 100) { edges { node { title } } } }",
    );
    const titles = body.data!.jobs.edges.map((edge) => edge.node.title);
    expect(titles).toContain(mandyaJob);
    expect(titles).not.toContain(hubballiJob);
    expect(await page.getByRole("article", { name: hubballiJob }).count()).toBe(0);
    expectNoPageErrors(laborer);
    expectNoPageErrors(employer);
  });
});
