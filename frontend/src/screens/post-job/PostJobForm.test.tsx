import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator, type MockEnvironment } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { PostJobFormEditTestQuery } from "../../__generated__/PostJobFormEditTestQuery.graphql.ts";
import type { PostJobFormNewTestQuery } from "../../__generated__/PostJobFormNewTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { answerPlaceSearch } from "../../test/places.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AFTER_SAVE_PATH, PostJobForm } from "./PostJobForm.tsx";

function NewJobHarness() {
  const data = useLazyLoadQuery<PostJobFormNewTestQuery>(
    graphql`
      query PostJobFormNewTestQuery @relay_test_operation {
        viewer {
          ...PostJobForm_viewer
        }
        ...RequiredSkillsField_query
      }
    `,
    {},
  );
  return data.viewer ? <PostJobForm viewer={data.viewer} query={data} /> : null;
}

function EditJobHarness() {
  const data = useLazyLoadQuery<PostJobFormEditTestQuery>(
    graphql`
      query PostJobFormEditTestQuery @relay_test_operation {
        viewer {
          ...PostJobForm_viewer
        }
        node(id: "job-7") {
          ...PostJobForm_job @alias(as: "job")
        }
        ...RequiredSkillsField_query
      }
    `,
    {},
  );
  return data.viewer ? <PostJobForm viewer={data.viewer} query={data} job={data.node?.job} /> : null;
}

const SKILLS = [
  {
    id: "skill-1",
    category: "field_activities",
    name: "Weeding",
    hi: null,
    kn: null,
    te: null,
    names: { en: "Weeding", hi: "निराई", kn: null, te: null },
    synonyms: ["weed removal"],
  },
  {
    id: "skill-2",
    category: "horticulture",
    name: "Pruning",
    hi: null,
    kn: null,
    te: null,
    names: { en: "Pruning", hi: "छँटाई", kn: null, te: null },
    synonyms: ["cutting branches"],
  },
];
const EMPLOYER_PLACE = { state: "Karnataka", district: "Mandya", cityVillage: "Maddur" };
const SAVED_JOB = {
  __typename: "Job",
  id: "job-7",
  title: "Mango picking",
  description: "Ladders given",
  category: "horticulture",
  location: "Srirangapatna, Karnataka",
  state: "Karnataka",
  district: "Mandya",
  dailyRate: 800,
  isRateNegotiable: true,
  duration: 5,
  startDate: "2020-01-01",
  workersNeeded: 4,
  workingHours: "7 AM - 3 PM",
  isUrgent: false,
  accommodationProvided: false,
  mealsProvided: true,
  equipmentProvided: false,
  transportationProvided: false,
  requiredSkills: [{ id: "skill-2" }],
};

async function renderForm(kind: "new" | "edit") {
  const utils = renderWithRelay(
    <Suspense fallback="loading">{kind === "new" ? <NewJobHarness /> : <EditJobHarness />}</Suspense>,
    { path: "/post-job" },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Query: () => ({ skills: SKILLS }),
        User: () => EMPLOYER_PLACE,
        Node: () => SAVED_JOB,
      }),
    );
  });
  await screen.findByRole("textbox", { name: "Job title" });
  // The state and district lists are loaded on demand.
  await waitFor(() =>
    expect((screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement).disabled).toBe(false),
  );
  return { ...utils, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

function lastOperation(environment: MockEnvironment) {
  return environment.mock.getMostRecentOperation();
}

describe("PostJobForm", () => {
  afterEach(() => toaster.remove());

  it("finds a required skill by any of its names, and keeps the ticked ones in view", async () => {
    const { user } = await renderForm("new");
    const find = screen.getByRole("searchbox", { name: "Find a skill" });
    await user.type(find, "निराई");
    expect(screen.getByRole("checkbox", { name: "Weeding" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Pruning" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Weeding" }));
    await user.clear(find);
    await user.type(find, "BRANCHES");
    expect(screen.getByRole("checkbox", { name: "Pruning" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Weeding" }) as HTMLInputElement).checked).toBe(true);
  });

  it("starts at the employer's own place", async () => {
    await renderForm("new");
    expect((screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement).value).toBe("Karnataka");
    expect((screen.getByRole("combobox", { name: "District" }) as HTMLSelectElement).value).toBe("Mandya");
    expect(field("Village or town").value).toBe("Maddur");
    expect(field("Workers needed").value).toBe("1");
  });

  it("fills state, district and village from a place found by any of its names, and posts it", async () => {
    const { user, environment } = await renderForm("new");
    // Enter in the place search picks, never sends the form.
    const find = screen.getByRole("searchbox", { name: "Find your place" });
    await user.type(find, "ಹುಬ್ಬ");
    await answerPlaceSearch(environment, "ಹುಬ್ಬ", [
      { name: "Hubballi", kind: "block", district: "Dharwad", state: "Karnataka" },
      { name: "Hubballi", kind: "town", district: "Dharwad", state: "Karnataka", pincode: "580020" },
    ]);
    await user.click(await screen.findByRole("button", { name: "Hubballi Dharwad, Karnataka, 580020" }));
    expect((screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement).value).toBe("Karnataka");
    expect((screen.getByRole("combobox", { name: "District" }) as HTMLSelectElement).value).toBe("Dharwad");
    expect(field("Village or town").value).toBe("Hubballi");
    expect(screen.getByRole("status").textContent).toBe("Filled in from Hubballi, Dharwad, Karnataka, 580020.");
    expect(screen.queryByRole("list", { name: "Places found" })).toBeNull();

    // Another state: its district list follows.
    await user.clear(find);
    await user.type(find, "Madd");
    await answerPlaceSearch(environment, "Madd", [
      { name: "Maddur", kind: "town", district: "Narayanpet", state: "Telangana", pincode: "509407" },
    ]);
    await screen.findByRole("button", { name: "Maddur Narayanpet, Telangana, 509407" });
    await user.keyboard("{Enter}");
    expect((screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement).value).toBe("Telangana");
    expect((screen.getByRole("combobox", { name: "District" }) as HTMLSelectElement).value).toBe("Narayanpet");
    expect(field("Village or town").value).toBe("Maddur");
    expect(screen.queryByText("Title is required")).toBeNull(); // the form was not sent

    await user.type(field("Job title"), "Cotton picking");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "field_activities");
    await user.type(field("Daily rate (₹)"), "600");
    await user.type(field("Duration (days)"), "3");
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    const op = lastOperation(environment);
    expect(op.request.node.params.name).toBe("PostJobFormCreateMutation");
    expect(op.request.variables.input).toMatchObject({
      location: "Maddur, Telangana",
      state: "Telangana",
      district: "Narayanpet",
    });
  });

  it("checks each field as the employer types, with the server's messages", async () => {
    const { user } = await renderForm("new");
    await user.type(field("Job title"), "x");
    await user.clear(field("Job title"));
    expect(screen.getByText("Title is required")).toBeTruthy();
    await user.type(field("Daily rate (₹)"), "0");
    expect(screen.getByText("Daily rate must be a whole number of rupees above 0")).toBeTruthy();
    await user.clear(field("Daily rate (₹)"));
    await user.type(field("Daily rate (₹)"), "650");
    expect(screen.queryByText("Daily rate must be a whole number of rupees above 0")).toBeNull();
    await user.type(field("Duration (days)"), "400");
    expect(screen.getByText("Duration must be between 1 and 365 days")).toBeTruthy();
    // Untouched fields say nothing yet.
    expect(screen.queryByText("Category is required")).toBeNull();
  });

  it("sends nothing while a field is wrong, and shows every message on Post Job", async () => {
    const { user, environment } = await renderForm("new");
    const before = environment.mock.getAllOperations().length;
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Category is required")).toBeTruthy();
    expect(screen.getByText("Daily rate must be a whole number of rupees above 0")).toBeTruthy();
    expect(screen.getByText("Duration must be between 1 and 365 days")).toBeTruthy();
    expect(environment.mock.getAllOperations().length).toBe(before);
    // The first field with a message takes the focus (and is scrolled to), not the button far below it.
    await waitFor(() => expect(document.activeElement).toBe(field("Job title")));
  });

  it("moves the focus to the first wrong field again on each failed send", async () => {
    const { user } = await renderForm("new");
    await user.type(field("Job title"), "Paddy transplanting");
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Category" })));
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "field_activities");
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    await waitFor(() => expect(document.activeElement).toBe(field("Daily rate (₹)")));
  });

  it("posts the job with every field, then toasts and goes to the dashboard", async () => {
    const { user, environment, router } = await renderForm("new");
    await user.type(field("Job title"), "Paddy transplanting");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "field_activities");
    await user.type(field("Description"), "Two acres");
    await user.clear(field("Village or town"));
    await user.type(field("Village or town"), "Koppa");
    await user.type(field("Daily rate (₹)"), "650");
    await user.type(field("Duration (days)"), "10");
    await user.clear(field("Workers needed"));
    await user.type(field("Workers needed"), "6");
    await user.type(field("Working hours"), "7 AM - 3 PM");
    await user.click(screen.getByRole("checkbox", { name: "Rate is negotiable" }));
    await user.click(screen.getByRole("checkbox", { name: "Meals" }));
    await user.click(screen.getByRole("checkbox", { name: "Weeding" }));
    await user.click(screen.getByRole("button", { name: "Post Job" }));

    const op = lastOperation(environment);
    expect(op.request.node.params.name).toBe("PostJobFormCreateMutation");
    expect(op.request.variables.input).toEqual({
      title: "Paddy transplanting",
      description: "Two acres",
      category: "field_activities",
      location: "Koppa, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      dailyRate: 650,
      duration: 10,
      startDate: null,
      workersNeeded: 6,
      workingHours: "7 AM - 3 PM",
      isRateNegotiable: true,
      isUrgent: false,
      accommodationProvided: false,
      mealsProvided: true,
      equipmentProvided: false,
      transportationProvided: false,
      requiredSkillIds: ["skill-1"],
    });
    act(() => {
      environment.mock.resolve(op, {
        data: {
          createJob: {
            __typename: "MutationCreateJobSuccess",
            data: { id: "job-9", title: "Paddy transplanting", status: "active" },
          },
        },
      });
    });
    expect(await screen.findByText("Job Posted")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(AFTER_SAVE_PATH));
  });

  it("says so when the server holds the new job for review", async () => {
    const { user, environment, router } = await renderForm("new");
    await user.type(field("Job title"), "Paddy transplanting");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "field_activities");
    await user.type(field("Description"), "Registration fee ₹500");
    await user.type(field("Daily rate (₹)"), "650");
    await user.type(field("Duration (days)"), "10");
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    act(() => {
      environment.mock.resolve(lastOperation(environment), {
        data: {
          createJob: {
            __typename: "MutationCreateJobSuccess",
            data: { id: "job-9", title: "Paddy transplanting", status: "under_review" },
          },
        },
      });
    });
    expect(await screen.findByText("Job under review")).toBeTruthy();
    expect(
      screen.getByText("It seems to ask workers to pay, so only you can see it. Edit it to take that out."),
    ).toBeTruthy();
    expect(screen.queryByText("Job Posted")).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(AFTER_SAVE_PATH));
  });

  it("shows the server's field messages under the fields", async () => {
    const { user, environment, router } = await renderForm("new");
    await user.type(field("Job title"), "Paddy transplanting");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "field_activities");
    await user.type(field("Daily rate (₹)"), "650");
    await user.type(field("Duration (days)"), "10");
    await user.click(screen.getByRole("checkbox", { name: "Pruning" }));
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          createJob: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: "Invalid skill ID",
            fieldErrors: [{ field: "requiredSkillIds", message: "Invalid skill ID" }],
          },
        },
      });
    });
    const messages = await screen.findAllByText("Invalid skill ID");
    // Under the skills (and in the toast).
    expect(messages.some((element) => element.closest("fieldset"))).toBe(true);
    expect(router.state.location.pathname).toBe("/post-job");
    // Changing the skills takes the server's message away.
    await user.click(screen.getByRole("checkbox", { name: "Pruning" }));
    expect(screen.queryAllByText("Invalid skill ID").some((element) => element.closest("fieldset"))).toBe(false);
  });

  it("edits a job: filled in, saved with updateJob, a past start date left alone", async () => {
    const { user, environment, router } = await renderForm("edit");
    expect(field("Job title").value).toBe("Mango picking");
    expect(field("Village or town").value).toBe("Srirangapatna");
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("horticulture");
    expect((screen.getByRole("checkbox", { name: "Meals" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Pruning" }) as HTMLInputElement).checked).toBe(true);
    await user.clear(field("Daily rate (₹)"));
    await user.type(field("Daily rate (₹)"), "900");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const op = lastOperation(environment);
    expect(op.request.node.params.name).toBe("PostJobFormUpdateMutation");
    expect(op.request.variables.id).toBe("job-7");
    expect(op.request.variables.input).toMatchObject({
      title: "Mango picking",
      location: "Srirangapatna, Karnataka",
      dailyRate: 900,
      requiredSkillIds: ["skill-2"],
    });
    expect("startDate" in op.request.variables.input).toBe(false);
    act(() => {
      environment.mock.resolve(op, {
        data: { updateJob: { __typename: "MutationUpdateJobSuccess", data: { ...SAVED_JOB, dailyRate: 900 } } },
      });
    });
    expect(await screen.findByText("Job Updated")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(AFTER_SAVE_PATH));
  });
});
