import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/EditJobScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import EditJobScreen from "./EditJobScreen.tsx";

const JOB = {
  __typename: "Job",
  id: "job-7",
  status: "active",
  employer: { id: "employer-1" },
  title: "Mango picking",
  description: "",
  category: "horticulture",
  location: "Srirangapatna, Karnataka",
  state: "Karnataka",
  district: "Mandya",
  dailyRate: 800,
  isRateNegotiable: false,
  duration: 5,
  startDate: null,
  workersNeeded: 4,
  workingHours: null,
  isUrgent: false,
  accommodationProvided: false,
  mealsProvided: false,
  equipmentProvided: false,
  transportationProvided: false,
  requiredSkills: [],
};

function open(job: Record<string, unknown> | null) {
  const utils = renderRoute(<EditJobScreen />, { query, variables: { id: "job-7" }, path: "/post-job/job-7/edit" });
  act(() => {
    utils.environment.mock.resolveMostRecentOperation({
      data: {
        viewer: { id: "employer-1", state: "Karnataka", district: "Mandya", cityVillage: "Maddur" },
        job: job ? { __typename: "QueryJobSuccess", data: job } : { __typename: "NotFoundError" },
        skills: [],
      },
    });
  });
  return utils;
}

describe("EditJobScreen", () => {
  it("fills the form with the employer's job", async () => {
    open(JOB);
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Job" })).toBeTruthy();
    expect(((await screen.findByRole("textbox", { name: "Job title" })) as HTMLInputElement).value).toBe(
      "Mango picking",
    );
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeTruthy();
  });

  it("offers no form for a closed job", async () => {
    open({ ...JOB, status: "closed" });
    expect(await screen.findByText("This job is closed and can no longer be changed.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Job title" })).toBeNull();
  });

  it("says a job posted by someone else is not theirs to change", async () => {
    open({ ...JOB, employer: { id: "employer-2" } });
    expect(await screen.findByText("You can only change jobs you posted")).toBeTruthy();
  });

  it("says when the job does not exist", async () => {
    open(null);
    expect(await screen.findByText("Job not found")).toBeTruthy();
  });
});
