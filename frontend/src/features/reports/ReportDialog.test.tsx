import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { ReportDialog } from "./ReportDialog.tsx";

describe("ReportDialog", () => {
  it("is only its button until pressed, then opens the dialog and gives the focus back when it closes", async () => {
    const user = userEvent.setup();
    renderWithRelay(<ReportDialog targetType="job" targetId="job-1" label="Report this job" />);
    const button = screen.getByRole("button", { name: "Report this job" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Report to KhetSetu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getAllByRole("radio").length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(button));

    // Opened again, it starts over.
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: "Report to KhetSetu" })).toBeTruthy();
  });
});
