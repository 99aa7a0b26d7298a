import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { NotificationPreferencesTestQuery } from "../../__generated__/NotificationPreferencesTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { NotificationPreferences } from "./NotificationPreferences.tsx";

const PREFERENCES = [
  { event: "application_accepted", sms: true, push: true },
  { event: "message_received", sms: false, push: true },
  { event: "job_alert", sms: true, push: true },
];

function Harness() {
  const data = useLazyLoadQuery<NotificationPreferencesTestQuery>(
    graphql`
      query NotificationPreferencesTestQuery @relay_test_operation {
        ...NotificationPreferences_query
      }
    `,
    {},
  );
  return <NotificationPreferences query={data} />;
}

function renderPreferences() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({ data: { notificationPreferences: PREFERENCES } }));
  return renderWithRelay(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
    { environment },
  );
}

/** The switch of `channel` ("SMS", "Push") in the row of the event labelled `event`. */
const switchOf = (event: string, channel: string) =>
  within(screen.getByRole("group", { name: event })).getByRole("switch", { name: channel }) as HTMLInputElement;

afterEach(() => {
  act(() => toaster.remove());
});

describe("NotificationPreferences", () => {
  it("shows each event by its name with labelled SMS and Push switches, and the quiet hours", async () => {
    renderPreferences();
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeTruthy();
    expect(switchOf("Hired for a job", "SMS").checked).toBe(true);
    expect(switchOf("Hired for a job", "Push").checked).toBe(true);
    expect(switchOf("New messages", "SMS").checked).toBe(false);
    expect(switchOf("Job alerts near me", "Push").checked).toBe(true);
    expect(screen.getAllByRole("group")).toHaveLength(3);
    expect(screen.getByText("No SMS or push between 9 pm and 7 am; they arrive at 7 am.")).toBeTruthy();
  });

  it("turns a switch off at once and saves that one choice with updateNotificationPreferences", async () => {
    const user = userEvent.setup();
    const { environment } = renderPreferences();
    await screen.findByRole("heading", { name: "Notifications" });
    await user.click(switchOf("Job alerts near me", "SMS"));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("useUpdateNotificationPreferenceMutation");
    expect(operation.request.variables).toEqual({ preferences: [{ event: "job_alert", sms: false }] });
    // Optimistic: off before the server answers, and only that switch.
    expect(switchOf("Job alerts near me", "SMS").checked).toBe(false);
    expect(switchOf("Job alerts near me", "Push").checked).toBe(true);

    const answered = PREFERENCES.map((p) => (p.event === "job_alert" ? { ...p, sms: false } : p));
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          updateNotificationPreferences: {
            __typename: "MutationUpdateNotificationPreferencesSuccess",
            data: answered,
          },
        },
      }),
    );
    expect(switchOf("Job alerts near me", "SMS").checked).toBe(false);
    expect(switchOf("New messages", "SMS").checked).toBe(false);
  });

  it("turns a switch on the same way", async () => {
    const user = userEvent.setup();
    const { environment } = renderPreferences();
    await screen.findByRole("heading", { name: "Notifications" });
    await user.click(switchOf("New messages", "SMS"));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      preferences: [{ event: "message_received", sms: true }],
    });
    expect(switchOf("New messages", "SMS").checked).toBe(true);
  });

  it("moves the switch back and says so in a toast when saving fails", async () => {
    const user = userEvent.setup();
    const { environment } = renderPreferences();
    await screen.findByRole("heading", { name: "Notifications" });
    await user.click(switchOf("Hired for a job", "Push"));
    expect(switchOf("Hired for a job", "Push").checked).toBe(false);

    act(() => environment.mock.rejectMostRecentOperation(new Error("500: boom")));
    expect(switchOf("Hired for a job", "Push").checked).toBe(true);
    expect(await screen.findByText("Could not save your choice. Please try again.")).toBeTruthy();
  });
});
