import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseFormEditTestQuery } from "../../__generated__/CourseFormEditTestQuery.graphql.ts";
import type { CourseFormNewTestQuery } from "../../__generated__/CourseFormNewTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { answerPlaceSearch } from "../../test/places.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AFTER_SAVE_PATH, CourseForm } from "./CourseForm.tsx";

function NewCourseHarness() {
  const data = useLazyLoadQuery<CourseFormNewTestQuery>(
    graphql`
      query CourseFormNewTestQuery @relay_test_operation {
        viewer {
          ...CourseForm_viewer
        }
      }
    `,
    {},
  );
  return data.viewer ? <CourseForm viewer={data.viewer} /> : null;
}

function EditCourseHarness() {
  const data = useLazyLoadQuery<CourseFormEditTestQuery>(
    graphql`
      query CourseFormEditTestQuery @relay_test_operation {
        viewer {
          ...CourseForm_viewer
        }
        node(id: "course-7") {
          ...CourseForm_course @alias(as: "course")
        }
      }
    `,
    {},
  );
  return data.viewer ? <CourseForm viewer={data.viewer} course={data.node?.course} /> : null;
}

const PROVIDER_PLACE = { state: "Karnataka", district: "Mandya", cityVillage: "Maddur" };
const SAVED_COURSE = {
  __typename: "Course",
  id: "course-7",
  title: "Drip irrigation",
  description: "Hands-on in the field",
  skillCategory: "horticulture",
  duration: 3,
  price: 500,
  isGovernmentProgram: false,
  certificateProvided: true,
  isOnline: false,
  state: "Karnataka",
  district: "Mysuru",
  cityVillage: "Hunsur",
  startDate: "2020-01-01",
  maxEnrollments: 20,
  currentEnrollments: 6,
  language: "te",
  status: "active",
};

async function renderForm(kind: "new" | "edit") {
  const utils = renderWithRelay(
    <Suspense fallback="loading">{kind === "new" ? <NewCourseHarness /> : <EditCourseHarness />}</Suspense>,
    {
      path: kind === "new" ? "/create-course" : "/create-course/course-7/edit",
    },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { User: () => PROVIDER_PLACE, Node: () => SAVED_COURSE }),
    );
  });
  await screen.findByRole("textbox", { name: "Course title" });
  // The state and district lists are loaded on demand.
  await waitFor(() =>
    expect((screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement).disabled).toBe(false),
  );
  return { ...utils, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;

describe("CourseForm", () => {
  afterEach(() => toaster.remove());

  it("starts free and active, at the provider's own place, in the app's language", async () => {
    await renderForm("new");
    expect(select("State").value).toBe("Karnataka");
    expect(select("District").value).toBe("Mandya");
    expect(field("Village or town").value).toBe("Maddur");
    expect(select("Language of instruction").value).toBe("en");
    expect(select("Course status").value).toBe("active");
    expect((screen.getByRole("radio", { name: "Free" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Free courses are shown to laborers as a Free Government Program.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Price (₹)" })).toBeNull();
    // A new course cannot start closed.
    expect([...select("Course status").options].map((option) => option.value)).not.toContain("closed");
  });

  it("checks each field as the provider types, with the shared rules' messages", async () => {
    const { user } = await renderForm("new");
    await user.type(field("Course title"), "x");
    await user.clear(field("Course title"));
    expect(screen.getByText("Title is required")).toBeTruthy();
    await user.type(field("Duration (days)"), "400");
    expect(screen.getByText("Duration must be between 1 and 365 days")).toBeTruthy();
    await user.clear(field("Duration (days)"));
    await user.type(field("Duration (days)"), "5");
    expect(screen.queryByText("Duration must be between 1 and 365 days")).toBeNull();
    await user.type(field("Seats"), "0");
    expect(screen.getByText("Maximum enrolments must be at least 1")).toBeTruthy();
    // Choosing Paid asks for a price, and says nothing of it until one is typed.
    await user.click(screen.getByRole("radio", { name: "Paid" }));
    expect(screen.queryByText("Price must be a whole number of rupees")).toBeNull();
    await user.type(field("Price (₹)"), "12.5");
    expect(screen.getByText("Price must be a whole number of rupees")).toBeTruthy();
  });

  it("sends nothing while a field is wrong, and shows every message on Create Course", async () => {
    const { user, environment } = await renderForm("new");
    const before = environment.mock.getAllOperations().length;
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Duration must be between 1 and 365 days")).toBeTruthy();
    expect(environment.mock.getAllOperations().length).toBe(before);
  });

  it("creates the course with every field, then toasts and goes to the dashboard", async () => {
    const { user, environment, router } = await renderForm("new");
    await user.type(field("Course title"), "  Organic farming ");
    await user.selectOptions(select("Skill category"), "field_activities");
    await user.type(field("Description"), "Compost and bio-pesticides");
    await user.selectOptions(select("Language of instruction"), "kn");
    await user.clear(field("Village or town"));
    await user.type(field("Village or town"), "Koppa");
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2099-06-01" } });
    await user.type(field("Duration (days)"), "5");
    await user.type(field("Seats"), "1");
    await user.click(screen.getByRole("radio", { name: "Paid" }));
    await user.type(field("Price (₹)"), "750");
    await user.click(screen.getByRole("checkbox", { name: "Certificate on completion" }));
    await user.selectOptions(select("Course status"), "draft");
    await user.click(screen.getByRole("button", { name: "Create Course" }));

    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("CourseFormCreateMutation");
    expect(op.request.variables.input).toEqual({
      title: "Organic farming",
      description: "Compost and bio-pesticides",
      skillCategory: "field_activities",
      duration: 5,
      price: 750,
      isGovernmentProgram: false,
      certificateProvided: true,
      isOnline: false,
      state: "Karnataka",
      district: "Mandya",
      cityVillage: "Koppa",
      startDate: "2099-06-01",
      maxEnrollments: 1,
      language: "kn",
      status: "draft",
    });
    act(() => {
      environment.mock.resolve(op, {
        data: {
          createCourse: {
            __typename: "MutationCreateCourseSuccess",
            data: { id: "course-9", title: "Organic farming", status: "draft" },
          },
        },
      });
    });
    expect(await screen.findByText("Course Created")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(AFTER_SAVE_PATH));
  });

  it("fills the course's state, district and village from the place picked in Find your place", async () => {
    const { user, environment } = await renderForm("new");
    await user.type(screen.getByRole("searchbox", { name: "Find your place" }), "Hunsur");
    await answerPlaceSearch(environment, "Hunsur", [
      { name: "Hunsur", kind: "town", district: "Mysuru", state: "Karnataka", pincode: "571105" },
    ]);
    await user.click(await screen.findByRole("button", { name: "Hunsur Mysuru, Karnataka, 571105" }));
    expect([select("State").value, select("District").value, field("Village or town").value]).toEqual([
      "Karnataka",
      "Mysuru",
      "Hunsur",
    ]);
    await user.type(field("Course title"), "Sericulture basics");
    await user.type(field("Duration (days)"), "3");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("CourseFormCreateMutation");
    expect(op.request.variables.input).toMatchObject({
      isOnline: false,
      state: "Karnataka",
      district: "Mysuru",
      cityVillage: "Hunsur",
    });
  });

  it("sends an online government course without a place, free", async () => {
    const { user, environment } = await renderForm("new");
    await user.type(field("Course title"), "Soil health cards");
    await user.type(field("Duration (days)"), "2");
    await user.click(screen.getByRole("checkbox", { name: "Online course (no place to travel to)" }));
    expect(screen.queryByRole("combobox", { name: "State" })).toBeNull();
    await user.click(
      screen.getByRole("checkbox", { name: "Government programme (e.g. run by a KVK or a state department)" }),
    );
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toMatchObject({
      isOnline: true,
      state: null,
      district: null,
      cityVillage: null,
      price: 0,
      isGovernmentProgram: true,
    });
  });

  it("shows the server's field messages under the fields until they are edited", async () => {
    const { user, environment, router } = await renderForm("new");
    await user.type(field("Course title"), "Organic farming");
    await user.type(field("Duration (days)"), "5");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          createCourse: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: "Start date cannot be in the past",
            fieldErrors: [{ field: "location", message: "Location must be at most 200 characters" }],
          },
        },
      });
    });
    const message = await screen.findByText("Location must be at most 200 characters");
    // Under the village, the field the location is made from.
    expect(field("Village or town").getAttribute("aria-errormessage")).toBe(message.id);
    expect(await screen.findByText("Could not create the course")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/create-course");
    await user.type(field("Village or town"), "a");
    expect(screen.queryByText("Location must be at most 200 characters")).toBeNull();
  });

  it("edits a course: filled in, saved with updateCourse, an old start date and an unchanged place left alone", async () => {
    const { user, environment, router } = await renderForm("edit");
    expect(field("Course title").value).toBe("Drip irrigation");
    expect(field("Village or town").value).toBe("Hunsur");
    expect(field("Price (₹)").value).toBe("500");
    expect(field("Seats").value).toBe("20");
    expect(select("Language of instruction").value).toBe("te");
    expect(select("Skill category").value).toBe("horticulture");
    expect((screen.getByRole("checkbox", { name: "Certificate on completion" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect([...select("Course status").options].map((option) => option.value)).toContain("closed");

    // Fewer seats than the 6 students enrolled is refused as it is typed.
    await user.clear(field("Seats"));
    await user.type(field("Seats"), "5");
    expect(screen.getByText("Maximum enrolments cannot be below the number of students already enrolled")).toBeTruthy();
    await user.clear(field("Seats"));
    await user.type(field("Seats"), "25");
    await user.clear(field("Course title"));
    await user.type(field("Course title"), "Drip irrigation, advanced");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("CourseFormUpdateMutation");
    expect(op.request.variables.id).toBe("course-7");
    expect(op.request.variables.input).toMatchObject({
      title: "Drip irrigation, advanced",
      maxEnrollments: 25,
      price: 500,
      language: "te",
      status: "active",
    });
    for (const key of ["startDate", "state", "district", "cityVillage", "isOnline"])
      expect(key in op.request.variables.input).toBe(false);
    act(() => {
      environment.mock.resolve(op, {
        data: {
          updateCourse: {
            __typename: "MutationUpdateCourseSuccess",
            data: { ...SAVED_COURSE, title: "Drip irrigation, advanced", maxEnrollments: 25 },
          },
        },
      });
    });
    expect(await screen.findByText("Course Updated")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(AFTER_SAVE_PATH));
  });
});
