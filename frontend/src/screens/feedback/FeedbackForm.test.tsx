import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FEEDBACK_MESSAGES } from "@rules/feedback.ts";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { FeedbackForm } from "./FeedbackForm.tsx";

function renderForm() {
  const utils = renderWithRelay(<FeedbackForm />, { path: "/feedback" });
  return { user: userEvent.setup(), ...utils };
}

const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
const allowContact = () =>
  screen.getByRole("checkbox", { name: "KhetSetu may contact me about this feedback" }) as HTMLInputElement;
const send = () => screen.getByRole("button", { name: "Send Feedback" });

/** The texts tied to a control for screen readers: its error message and its helper. */
function descriptionOf(control: HTMLElement): string {
  const ids = ["aria-errormessage", "aria-describedby"]
    .flatMap((name) => (control.getAttribute(name) ?? "").split(/\s+/))
    .filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field("Category"), "Bug Report");
  await user.type(field("Subject"), "  Apply button  ");
  await user.type(field("Your message"), "  Apply does nothing on my phone.  ");
}

describe("FeedbackForm", () => {
  it("offers the six categories and the five ratings by their labels", () => {
    renderForm();
    const categories = [...field("Category").options].map((option) => option.textContent);
    expect(categories).toEqual([
      "Select a category",
      "Bug Report",
      "Feature Request",
      "General Feedback",
      "User Experience",
      "Technical Issue",
      "Suggestion",
    ]);
    const ratings = [...field("Rating").options].map((option) => [option.value, option.textContent]);
    expect(ratings).toEqual([
      ["", "No rating"],
      ["5", "5 - Excellent"],
      ["4", "4 - Good"],
      ["3", "3 - Average"],
      ["2", "2 - Poor"],
      ["1", "1 - Very Poor"],
    ]);
  });

  it("refuses to send without category, subject and message, and says which are missing", async () => {
    const { user, environment } = renderForm();
    await user.type(field("Subject"), "   ");
    await user.click(send());
    expect(await screen.findByText("Required Fields Missing")).toBeTruthy();
    expect(screen.getByText("Please fill in category, subject, and message fields.")).toBeTruthy();
    await waitFor(() => expect(descriptionOf(field("Category"))).toContain("Please choose a category"));
    expect(descriptionOf(field("Subject"))).toContain("Please enter a subject");
    expect(descriptionOf(field("Your message"))).toContain("Please enter your message");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("refuses a malformed contact e-mail before sending", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.type(field("Contact e-mail"), "ramesh@");
    await user.click(send());
    await waitFor(() => expect(descriptionOf(field("Contact e-mail"))).toContain(FEEDBACK_MESSAGES.contactEmail));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the form trimmed, with an empty rating and e-mail as null", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.click(send());
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("FeedbackFormSubmitMutation");
    expect(op.request.variables.input).toEqual({
      category: "bug_report",
      subject: "Apply button",
      message: "Apply does nothing on my phone.",
      rating: null,
      contactEmail: null,
      allowContact: false,
    });
  });

  it("sends the rating as a number, the e-mail trimmed and the contact choice", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.selectOptions(field("Rating"), "4 - Good");
    await user.type(field("Contact e-mail"), " ramesh@example.in ");
    await user.click(allowContact());
    await user.click(send());
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      rating: 4,
      contactEmail: "ramesh@example.in",
      allowContact: true,
    });
  });

  it("toasts 'Feedback Sent!' and empties the form after a successful send", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.selectOptions(field("Rating"), "5 - Excellent");
    await user.type(field("Contact e-mail"), "ramesh@example.in");
    await user.click(allowContact());
    await user.click(send());
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          submitFeedback: {
            __typename: "MutationSubmitFeedbackSuccess",
            data: { databaseId: 12, message: FEEDBACK_MESSAGES.sent },
          },
        },
      });
    });
    expect(await screen.findByText("Feedback Sent!")).toBeTruthy();
    expect(field("Category").value).toBe("");
    expect(field("Subject").value).toBe("");
    expect(field("Your message").value).toBe("");
    expect(field("Rating").value).toBe("");
    expect(field("Contact e-mail").value).toBe("");
    expect(allowContact().checked).toBe(false);
    // The emptied form is a fresh one: no 'missing' messages until the next try.
    expect(descriptionOf(field("Subject"))).not.toContain("Please enter a subject");
  });

  it("shows the server's field message under its field, and 'Error' with the server's message", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.type(field("Contact e-mail"), "ramesh@example.in");
    await user.click(send());
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          submitFeedback: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: FEEDBACK_MESSAGES.contactEmail,
            fieldErrors: [{ field: "contactEmail", message: FEEDBACK_MESSAGES.contactEmail }],
          },
        },
      });
    });
    expect(await screen.findByText("Error")).toBeTruthy();
    await waitFor(() => expect(descriptionOf(field("Contact e-mail"))).toContain(FEEDBACK_MESSAGES.contactEmail));
    // What was typed stays, so it can be corrected; editing the field clears the server's message.
    expect(field("Subject").value).toBe("  Apply button  ");
    await user.type(field("Contact e-mail"), "m");
    await waitFor(() => expect(descriptionOf(field("Contact e-mail"))).not.toContain(FEEDBACK_MESSAGES.contactEmail));
  });

  it("shows a rate limit's own message", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.click(send());
    const wait = "Too much feedback from this connection. Please try again in 7 minutes.";
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          submitFeedback: {
            __typename: "RateLimitError",
            __isError: "RateLimitError",
            message: wait,
            retryAfterSeconds: 420,
          },
        },
      });
    });
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(field("Your message").value).not.toBe("");
  });

  it("falls back to 'Failed to send feedback' when the request fails", async () => {
    const { user, environment } = renderForm();
    await fillRequired(user);
    await user.click(send());
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: Internal Server Error"));
    });
    expect(await screen.findByText("Failed to send feedback. Please try again.")).toBeTruthy();
  });
});
