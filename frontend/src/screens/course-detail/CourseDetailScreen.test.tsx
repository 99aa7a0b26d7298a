import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/CourseDetailScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { formatDate } from "../../format/dates.ts";
import { formatRupees } from "../../format/money.ts";
import type { Session } from "../../session/session.ts";
import { renderRoute } from "../../test/render.tsx";
import CourseDetailScreen from "./CourseDetailScreen.tsx";

const session = vi.hoisted(() => ({ value: { viewer: { id: "u1", userType: "laborer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

const COURSE = {
  __typename: "Course",
  id: "Q291cnNlOjM=",
  title: "Sericulture for Beginners",
  description: "Mulberry care, rearing silkworms and selling cocoons.",
  providerName: "KVK Mandya",
  location: "Maddur, Mandya, Karnataka",
  isOnline: false,
  cityVillage: "Maddur",
  district: "Mandya",
  state: "Karnataka",
  startDate: "2020-01-15",
  duration: 10,
  seatsLeft: 1,
  currentEnrollments: 29,
  certificateProvided: true,
  price: 1500,
  isFree: false,
  isGovernmentProgram: false,
  language: "kn",
  skillCategory: "sericulture",
  status: "active",
  viewerIsEnrolled: false,
};

function renderCourse(
  course: Record<string, unknown> | null,
  userType: "laborer" | "employer" | "training_provider" | null = "laborer",
  path = `/course/${COURSE.id}`,
) {
  session.value = { viewer: userType ? { id: "u1", userType } : null };
  const answer = course
    ? { Node: () => ({ __typename: "Course" }), Course: () => ({ ...COURSE, ...course }) }
    : { data: { node: null } };
  return {
    user: userEvent.setup(),
    ...renderRoute(<CourseDetailScreen />, {
      query,
      variables: { id: COURSE.id },
      answer,
      path,
    }),
  };
}

describe("CourseDetailScreen", () => {
  afterEach(() => toaster.remove());

  it("shows everything about the course", async () => {
    renderCourse({});
    expect(await screen.findByRole("heading", { level: 1, name: COURSE.title })).toBeTruthy();
    expect(screen.getByText("Open for enrolment")).toBeTruthy();
    expect(screen.getByText("Sericulture")).toBeTruthy();
    expect(screen.getByText(formatRupees(COURSE.price))).toBeTruthy();
    expect(screen.getByText("Provider: KVK Mandya")).toBeTruthy();
    expect(screen.getByText(COURSE.location)).toBeTruthy();
    expect(screen.getByText(formatDate(COURSE.startDate))).toBeTruthy();
    expect(screen.getByText("10 days")).toBeTruthy();
    expect(screen.getByText(/1 seat left/)).toBeTruthy();
    expect(screen.getByText(/29 enrolled/)).toBeTruthy();
    expect(screen.getByText("Certificate provided")).toBeTruthy();
    expect(screen.getByText("Taught in Kannada")).toBeTruthy();
    expect(screen.getByText(COURSE.description)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/training");
  });

  it("builds the place from its parts when there is no location line, and says Online for an online course", async () => {
    const { unmount } = renderCourse({ location: null });
    expect(await screen.findByText("Maddur, Mandya, Karnataka")).toBeTruthy();
    unmount();
    renderCourse({ location: "Online", isOnline: true, cityVillage: null, district: null, state: null });
    expect(await screen.findByText("Online")).toBeTruthy();
  });

  it("shows a free government programme, no seat limit and no certificate", async () => {
    renderCourse({
      price: 0,
      isFree: true,
      isGovernmentProgram: true,
      seatsLeft: null,
      certificateProvided: false,
      language: null,
    });
    expect(await screen.findByText("Free Government Program")).toBeTruthy();
    expect(screen.getByText("FREE")).toBeTruthy();
    expect(screen.getByText(/No seat limit/)).toBeTruthy();
    expect(screen.getByText("No certificate")).toBeTruthy();
    expect(screen.getByText("Language not given")).toBeTruthy();
  });

  it("enrols a laborer: the seat is taken on screen and the server's counts confirm it", async () => {
    const { user, environment } = renderCourse({});
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    expect(screen.getByText(/No seats left/)).toBeTruthy();
    expect(screen.getByText(/30 enrolled/)).toBeTruthy();
    const enroll = environment.mock.getMostRecentOperation();
    expect(enroll.request.node.params.name).toBe("CourseCardEnrollMutation");
    expect(enroll.request.variables).toEqual({ courseId: COURSE.id });
    act(() => {
      environment.mock.resolve(enroll, {
        data: {
          enroll: {
            __typename: "MutationEnrollSuccess",
            data: {
              id: "RW5yb2xsbWVudDo5",
              status: "enrolled",
              course: { id: COURSE.id, viewerIsEnrolled: true, currentEnrollments: 30, seatsLeft: 0 },
            },
          },
        },
      });
    });
    expect(await screen.findByText(`You are enrolled in ${COURSE.title}.`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/No seats left/)).toBeTruthy();
    expect(screen.queryByText("This course is full")).toBeNull();
  });

  it("shows 'This course is full' on screen when the last seat went to someone else", async () => {
    const { user, environment } = renderCourse({});
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { enroll: { __typename: "ConflictError", __isError: "ConflictError", message: "This course is full" } },
      });
    });
    expect(await screen.findByText("This course is full")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enroll Now" })).toHaveProperty("disabled", true);
  });

  it.each(["employer", "training_provider"] as const)("shows a %s the course without Enroll Now", async (role) => {
    renderCourse({}, role);
    await screen.findByRole("heading", { level: 1, name: COURSE.title });
    expect(screen.queryByRole("button", { name: "Enroll Now" })).toBeNull();
  });

  describe("signed out (a course shared by link)", () => {
    it("shows the course, no Report and no Back, and Enroll Now goes to sign-in and back with ?enroll=1", async () => {
      const { user, router } = renderCourse({ provider: null }, null);
      expect(await screen.findByRole("heading", { level: 1, name: COURSE.title })).toBeTruthy();
      expect(screen.getByText("Provider: KVK Mandya")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
      expect(screen.queryByRole("link", { name: "Back" })).toBeNull();
      const next = `/course/${encodeURIComponent(COURSE.id)}?enroll=1`;
      const enroll = screen.getByRole("link", { name: "Enroll Now" });
      expect(enroll.getAttribute("href")).toBe(`/sign-in?next=${encodeURIComponent(next)}`);
      expect(screen.getByText("Sign in with your mobile number to enroll.")).toBeTruthy();
      await user.click(enroll);
      expect(router.state.location.pathname).toBe("/sign-in");
    });

    it("offers no Enroll Now on a full course", async () => {
      renderCourse({ provider: null, seatsLeft: 0 }, null);
      await screen.findByRole("heading", { level: 1, name: COURSE.title });
      expect(screen.queryByRole("link", { name: "Enroll Now" })).toBeNull();
    });
  });

  describe("back from sign-in with ?enroll=1", () => {
    it("enrols the laborer once and takes enroll=1 out of the address", async () => {
      const { environment, router } = renderCourse({}, "laborer", `/course/${COURSE.id}?enroll=1`);
      await screen.findByRole("heading", { level: 1, name: COURSE.title });
      const enrolls = () =>
        environment.mock.getAllOperations().filter((op) => op.request.node.params.name === "CourseCardEnrollMutation");
      await waitFor(() => expect(enrolls()).toHaveLength(1));
      expect(enrolls()[0]!.request.variables).toEqual({ courseId: COURSE.id });
      await waitFor(() => expect(router.state.location.search).toBe(""));
      act(() => {
        environment.mock.resolve(enrolls()[0]!, {
          data: {
            enroll: {
              __typename: "MutationEnrollSuccess",
              data: {
                id: "RW5yb2xsbWVudDo5",
                status: "enrolled",
                course: { id: COURSE.id, viewerIsEnrolled: true, currentEnrollments: 30, seatsLeft: 0 },
              },
            },
          },
        });
      });
      expect(await screen.findByText(`You are enrolled in ${COURSE.title}.`)).toBeTruthy();
      expect(enrolls()).toHaveLength(0);
    });

    it("enrols an employer in nothing", async () => {
      const { environment, router } = renderCourse({}, "employer", `/course/${COURSE.id}?enroll=1`);
      await screen.findByRole("heading", { level: 1, name: COURSE.title });
      await waitFor(() => expect(router.state.location.search).toBe(""));
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });
  });

  it("shows 'Course not found' with a way back for an id that names no course", async () => {
    renderCourse(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to training" }).getAttribute("href")).toBe("/training");
  });

  it("offers Report to a signed-in person who does not run the course", async () => {
    renderCourse({ provider: { id: "provider-9" } }, "laborer");
    expect(await screen.findByRole("heading", { level: 1, name: COURSE.title })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report" })).toBeTruthy();
  });

  it("offers no Report to the course's own provider", async () => {
    renderCourse({ provider: { id: "u1" } }, "training_provider");
    expect(await screen.findByRole("heading", { level: 1, name: COURSE.title })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
  });
});
