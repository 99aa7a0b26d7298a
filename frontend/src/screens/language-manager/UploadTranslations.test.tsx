import { i18n } from "@lingui/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { BottomNav } from "../../shell/BottomNav.tsx";
import { customTranslations } from "../../i18n/customTranslations.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { UploadTranslations } from "./UploadTranslations.tsx";

function renderUpload() {
  renderWithRelay(
    <>
      <UploadTranslations />
      <BottomNav userType="laborer" />
    </>,
    { path: "/language-manager" },
  );
  return userEvent.setup();
}

const jsonFile = (content: unknown) =>
  new File([typeof content === "string" ? content : JSON.stringify(content)], "translations.json", {
    type: "application/json",
  });

afterEach(() => {
  localStorage.clear();
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("UploadTranslations", () => {
  it("lists each bad key and bad text, and keeps and shows the good ones", async () => {
    const user = renderUpload();
    await user.upload(
      screen.getByLabelText("Translation file"),
      jsonFile({
        languageInfo: { code: "en", name: "English", nativeName: "English" },
        translations: { "nav.home": "Ghar", "nav.bogus": "x", "common.save": "  ", "common.back": 5 },
      }),
    );
    const problems = within(await screen.findByRole("list", { name: "Problems in the file" }));
    expect(problems.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Unknown key: nav.bogus",
      "common.save: the text must be a non-empty string",
      "common.back: the text must be a non-empty string",
    ]);
    expect(screen.getByText("Translations added: 1")).toBeTruthy();
    expect(customTranslations("en")).toEqual({ "nav.home": "Ghar" });
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Ghar" })).toBeTruthy();
  });

  it("keeps another language's entries for that language without changing the screen", async () => {
    const user = renderUpload();
    await user.upload(
      screen.getByLabelText("Translation file"),
      jsonFile({ languageInfo: { code: "mr", name: "Marathi" }, translations: { "nav.home": "मुख्यपृष्ठ" } }),
    );
    expect(await screen.findByText("Translations added: 1")).toBeTruthy();
    expect(customTranslations("mr")).toEqual({ "nav.home": "मुख्यपृष्ठ" });
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Home" })).toBeTruthy();
  });

  it("rejects a file that is not JSON or lacks languageInfo and translations", async () => {
    const user = renderUpload();
    await user.upload(screen.getByLabelText("Translation file"), jsonFile("{ not json"));
    expect(await screen.findByText("The file is not valid JSON.")).toBeTruthy();
    await user.upload(
      screen.getByLabelText("Translation file"),
      jsonFile({ languageInfo: { code: "en" }, translations: [] }),
    );
    expect(
      await screen.findByText("The file needs languageInfo with code and name, and a translations object."),
    ).toBeTruthy();
    expect(screen.queryByText("The file is not valid JSON.")).toBeNull();
    expect(customTranslations("en")).toEqual({});
  });
});
