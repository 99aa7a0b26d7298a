import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { SendBox } from "./SendBox.tsx";

function renderBox() {
  const onSend = vi.fn();
  renderWithRelay(<SendBox onSend={onSend} />);
  return { onSend, user: userEvent.setup() };
}

describe("SendBox", () => {
  it("sends the trimmed text with the Send button and empties the box", async () => {
    const { onSend, user } = renderBox();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "  Namaste  ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Namaste");
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("sends with Enter and keeps Shift+Enter for a new line", async () => {
    const { onSend, user } = renderBox();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "line one{Shift>}{Enter}{/Shift}line two{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("line one\nline two");
  });

  it("does not send blank text", async () => {
    const { onSend, user } = renderBox();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
