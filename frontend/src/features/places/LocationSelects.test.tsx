import { i18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import locations from "./data/india-locations.json";
import { LocationSelects, type LocationValue } from "./LocationSelects.tsx";

const tree = locations as Record<string, Record<string, string[]>>;
/** Karnataka's districts → blocks (the state with block data that the tests pick). */
const karnataka = tree.Karnataka ?? {};

function Harness({ initial = { state: "", district: "", block: "" } }: { initial?: LocationValue }) {
  const [value, setValue] = useState<LocationValue>(initial);
  return (
    <>
      <LocationSelects value={value} onChange={(next) => setValue(next)} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (element: HTMLSelectElement) =>
  within(element)
    .getAllByRole("option")
    .map((option) => option.textContent);
const current = () => JSON.parse(screen.getByTestId("value").textContent ?? "{}") as LocationValue;

async function renderSelects(initial?: LocationValue) {
  renderWithRelay(<Harness initial={initial} />);
  await waitFor(() => expect(select("State").disabled).toBe(false));
}

describe("LocationSelects", () => {
  it("lists every state and union territory of the data set (36)", async () => {
    await renderSelects();
    const states = optionTexts(select("State")).slice(1); // after the 'Select state' placeholder
    expect(states).toEqual(Object.keys(tree));
    expect(states).toHaveLength(36);
    for (const name of ["Arunachal Pradesh", "Manipur", "Meghalaya", "Mizoram", "Nagaland", "Sikkim", "Tripura"]) {
      expect(states).toContain(name);
    }
  });

  it("keeps District and Block disabled until a state (and district) is chosen", async () => {
    await renderSelects();
    expect(select("District").disabled).toBe(true);
    expect(select("Block").disabled).toBe(true);
    await userEvent.selectOptions(select("State"), "Karnataka");
    expect(select("District").disabled).toBe(false);
    expect(optionTexts(select("District")).slice(1)).toEqual(Object.keys(karnataka));
    expect(select("Block").disabled).toBe(true);
  });

  it("offers the district's blocks for a state with block data", async () => {
    await renderSelects();
    await userEvent.selectOptions(select("State"), "Karnataka");
    await userEvent.selectOptions(select("District"), "Mandya");
    expect(select("Block").disabled).toBe(false);
    expect(optionTexts(select("Block")).slice(1)).toEqual(karnataka.Mandya);
    await userEvent.selectOptions(select("Block"), "Maddur");
    expect(current()).toEqual({ state: "Karnataka", district: "Mandya", block: "Maddur" });
  });

  it("clears the block when the district changes, and district and block when the state changes", async () => {
    await renderSelects({ state: "Karnataka", district: "Mandya", block: "Maddur" });
    expect(select("Block").value).toBe("Maddur");
    await userEvent.selectOptions(select("District"), "Mysuru");
    expect(current()).toEqual({ state: "Karnataka", district: "Mysuru", block: "" });
    expect(optionTexts(select("Block")).slice(1)).toEqual(karnataka.Mysuru);
    await userEvent.selectOptions(select("Block"), "Hunsur");
    await userEvent.selectOptions(select("State"), "Kerala");
    expect(current()).toEqual({ state: "Kerala", district: "", block: "" });
    expect(select("District").value).toBe("");
    expect(select("Block").disabled).toBe(true);
  });

  it("asks for the block as text in a state without block data", async () => {
    await renderSelects();
    await userEvent.selectOptions(select("State"), "Bihar");
    const block = screen.getByRole("textbox", { name: "Block" });
    await userEvent.selectOptions(select("District"), "Patna");
    await userEvent.type(block, "Phulwari");
    expect(current()).toEqual({ state: "Bihar", district: "Patna", block: "Phulwari" });
    // Back to a state with blocks: the block is a select again, disabled until a district is chosen.
    await userEvent.selectOptions(select("State"), "Karnataka");
    expect(screen.queryByRole("textbox", { name: "Block" })).toBeNull();
    expect(select("Block").disabled).toBe(true);
  });

  it("asks for the block as text for a district without block data in a state with blocks", async () => {
    const district = Object.keys(karnataka).find((name) => karnataka[name]?.length === 0)!;
    await renderSelects();
    await userEvent.selectOptions(select("State"), "Karnataka");
    await userEvent.selectOptions(select("District"), district);
    expect(screen.getByRole("textbox", { name: "Block" })).toBeTruthy();
  });

  it("keeps a saved place that is not in the list", async () => {
    await renderSelects({ state: "Karnataka", district: "Mandya", block: "Old Block" });
    expect(select("Block").value).toBe("Old Block");
  });

  it("names the places in the active language, in its alphabetical order, keeping English values", async () => {
    await renderSelects({ state: "Karnataka", district: "Mandya", block: "Maddur" });
    act(() => i18n.loadAndActivate({ locale: "kn", messages: {} }));
    try {
      await waitFor(() => expect(select("State").selectedOptions[0]?.textContent).toBe("ಕರ್ನಾಟಕ"));
      expect(select("State").value).toBe("Karnataka");
      expect(select("District").selectedOptions[0]?.textContent).toBe("ಮಂಡ್ಯ");
      expect(select("Block").selectedOptions[0]?.textContent).toBe("ಮದ್ದೂರು");
      const districts = optionTexts(select("District")).slice(1) as string[];
      expect(districts).toEqual([...districts].sort(new Intl.Collator("kn-IN").compare));
      await userEvent.selectOptions(select("District"), "ಮೈಸೂರು");
      expect(current()).toEqual({ state: "Karnataka", district: "Mysuru", block: "" });
    } finally {
      act(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
    }
  });
});
