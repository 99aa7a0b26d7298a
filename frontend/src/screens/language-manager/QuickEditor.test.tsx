import { i18n } from "@lingui/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { BottomNav } from "../../shell/BottomNav.tsx";
import { customTranslations } from "../../i18n/customTranslations.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { QuickEditor } from "./QuickEditor.tsx";

function renderEditor() {
  renderWithRelay(
    <>
      <QuickEditor />
      <BottomNav userType="laborer" />
    </>,
    { path: "/language-manager" },
  );
  return userEvent.setup();
}

const bottomBar = () => within(screen.getByRole("navigation", { name: "Main" }));
const addButton = () => screen.getByRole("button", { name: "Add Translation" });

afterEach(() => {
  localStorage.clear();
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("QuickEditor", () => {
  it("offers the 19 editable keys", () => {
    renderEditor();
    const options = [...(screen.getByLabelText("Translation key") as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(options).toHaveLength(19);
    expect(options).toContain("nav.home");
    expect(options).toContain("category.horticulture");
  });

  it("keeps 'Add Translation' disabled until both a key and a text are given", async () => {
    const user = renderEditor();
    expect(addButton().hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByLabelText("Translation"), "Ghar");
    expect(addButton().hasAttribute("disabled")).toBe(true);
    await user.selectOptions(screen.getByLabelText("Translation key"), "nav.home");
    expect(addButton().hasAttribute("disabled")).toBe(false);
    await user.clear(screen.getByLabelText("Translation"));
    await user.type(screen.getByLabelText("Translation"), "   ");
    expect(addButton().hasAttribute("disabled")).toBe(true);
  });

  it("shows the new text in the bottom bar at once and keeps it for the active language", async () => {
    const user = renderEditor();
    expect(bottomBar().getByRole("link", { name: "Home" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Translation key"), "nav.home");
    await user.type(screen.getByLabelText("Translation"), "Mukhya Prishth");
    await user.click(addButton());
    expect((await bottomBar().findByRole("link", { name: "Mukhya Prishth" })).getAttribute("href")).toBe("/");
    expect(bottomBar().queryByRole("link", { name: "Home" })).toBeNull();
    expect(customTranslations("en")).toEqual({ "nav.home": "Mukhya Prishth" });
    expect(customTranslations("hi")).toEqual({});
  });
});
