import { i18n } from "@lingui/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SAMPLE_KEYS, saveCustomTranslations } from "../../i18n/customTranslations.ts";
import { renderWithRelay } from "../../test/render.tsx";
import LanguageManagerScreen from "./LanguageManagerScreen.tsx";

afterEach(() => {
  localStorage.clear();
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("LanguageManagerScreen", () => {
  it("shows the active language, the four languages by native and English name, the how-to, and Back to /", () => {
    renderWithRelay(<LanguageManagerScreen />, { path: "/language-manager" });
    expect(screen.getByRole("heading", { level: 1, name: "Language Manager" })).toBeTruthy();
    expect(screen.getByText(/Active language:/).textContent).toBe("Active language: English (English)");
    const choices = screen.getAllByRole("button", { pressed: false }).map((button) => button.textContent);
    expect(choices).toEqual(["हिन्दीHindi", "ಕನ್ನಡKannada", "తెలుగుTelugu"]);
    expect(screen.getByRole("button", { pressed: true }).textContent).toBe("EnglishEnglish");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
  });

  it("switches the app's language, laying that language's own translations over its catalog", async () => {
    saveCustomTranslations("hi", { "nav.home": "मुखपृष्ठ" });
    renderWithRelay(<LanguageManagerScreen />, { path: "/language-manager" });
    await userEvent.setup().click(screen.getByRole("button", { name: /Hindi/ }));
    await waitFor(() => expect(i18n.locale).toBe("hi"));
    expect(document.documentElement.lang).toBe("hi");
    expect(i18n._(SAMPLE_KEYS["nav.home"])).toBe("मुखपृष्ठ");
    expect(screen.getByRole("button", { name: /Hindi/ }).getAttribute("aria-pressed")).toBe("true");
  });
});
