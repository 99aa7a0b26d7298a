import { i18n } from "@lingui/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_KEYS } from "../../i18n/customTranslations.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { downloadJson } from "./download.ts";
import { NewLanguageForm } from "./NewLanguageForm.tsx";

vi.mock("./download.ts", () => ({ downloadJson: vi.fn() }));

function renderForm() {
  renderWithRelay(<NewLanguageForm />, { path: "/language-manager" });
  return userEvent.setup();
}

const create = () => screen.getByRole("button", { name: "Create Language Template" });

afterEach(() => {
  vi.mocked(downloadJson).mockClear();
  localStorage.clear();
});

describe("NewLanguageForm", () => {
  it("lowercases the code, keeps at most 3 letters, and downloads a template with the base language's texts", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Language code"), "MRAT");
    expect((screen.getByLabelText("Language code") as HTMLInputElement).value).toBe("mra");
    await user.type(screen.getByLabelText("English name"), " Marathi ");
    await user.type(screen.getByLabelText("Native name (optional)"), "मराठी");
    await user.click(create());
    await waitFor(() => expect(downloadJson).toHaveBeenCalledTimes(1));
    const [fileName, template] = vi.mocked(downloadJson).mock.calls[0]!;
    expect(fileName).toBe("mra-translations.json");
    const { languageInfo, translations } = template as { languageInfo: unknown; translations: Record<string, string> };
    expect(languageInfo).toEqual({ code: "mra", name: "Marathi", nativeName: "मराठी" });
    expect(Object.keys(translations).sort()).toEqual(Object.keys(SAMPLE_KEYS).sort());
    expect(translations["nav.home"]).toBe("Home");
    expect(translations["category.animal_husbandry"]).toBe("Animal Husbandry");
  });

  it("fills the template from another base language's catalog", async () => {
    const base = "hi";
    const { messages } = (await import(`../../locales/${base}.po`)) as { messages: Record<string, unknown> };
    const user = renderForm();
    await user.type(screen.getByLabelText("Language code"), "bho");
    await user.type(screen.getByLabelText("English name"), "Bhojpuri");
    await user.selectOptions(screen.getByLabelText("Base language"), base);
    await user.click(create());
    await waitFor(() => expect(downloadJson).toHaveBeenCalledTimes(1));
    const { translations } = vi.mocked(downloadJson).mock.calls[0]![1] as { translations: Record<string, string> };
    const hindiHome = messages[SAMPLE_KEYS["nav.home"].id];
    expect(hindiHome).toBeTruthy();
    expect(translations["nav.home"]).toBe([hindiHome].flat().join(""));
    expect(translations["nav.home"]).not.toBe("Home");
    expect(i18n.locale).toBe("en");
  });

  it("downloads nothing without a valid code and an English name, and says why", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Language code"), "m1");
    await user.click(create());
    expect(await screen.findByText("Enter a code of 2 or 3 letters, e.g. mr")).toBeTruthy();
    expect(screen.getByText("English name is required")).toBeTruthy();
    expect(downloadJson).not.toHaveBeenCalled();
  });
});
