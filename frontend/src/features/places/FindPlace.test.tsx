import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answerPlaceSearch, operationsNamed } from "../../test/places.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { FindPlace } from "./FindPlace.tsx";

function renderFind() {
  const onPick = vi.fn();
  const submit = vi.fn((event: Event) => event.preventDefault());
  const utils = renderWithRelay(
    <form onSubmit={(event) => submit(event.nativeEvent)}>
      <FindPlace onPick={onPick} />
    </form>,
  );
  return {
    ...utils,
    onPick,
    submit,
    user: userEvent.setup(),
    input: screen.getByRole("searchbox", { name: "Find your place" }),
  };
}

describe("FindPlace", () => {
  it("asks the place search once two characters are typed, and lists its places as buttons", async () => {
    const { user, environment, input } = renderFind();
    await user.type(input, "5");
    await new Promise((resolve) => setTimeout(resolve, 400)); // longer than the pause before asking
    expect(operationsNamed(environment, "usePlaceSuggestionsQuery")).toHaveLength(0);
    await user.type(input, "71");
    await answerPlaceSearch(environment, "571", [
      { name: "571428", kind: "pincode", district: "Mandya", state: "Karnataka", pincode: "571428" },
      { name: "Goravanahalli", kind: "village", district: "Mandya", state: "Karnataka", pincode: "571428" },
    ]);
    const list = await screen.findByRole("list", { name: "Places found" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["571428 Mandya, Karnataka", "Goravanahalli Mandya, Karnataka, 571428"]);
  });

  it("picks the first place on Enter without sending the form, then asks again only when the text changes", async () => {
    const { user, environment, input, onPick, submit } = renderFind();
    await user.type(input, "Maddur");
    await answerPlaceSearch(environment, "Maddur", [
      { name: "Maddur", kind: "town", district: "Mandya", state: "Karnataka", pincode: "571428" },
    ]);
    await screen.findByRole("list", { name: "Places found" });
    await user.keyboard("{Enter}");
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith({
        state: "Karnataka",
        district: "Mandya",
        block: "Maddur",
        village: "Maddur",
        pincode: "571428",
      }),
    );
    expect((input as HTMLInputElement).value).toBe("Maddur, Mandya, Karnataka, 571428");
    expect(screen.queryByRole("list", { name: "Places found" })).toBeNull();
    // The answered question is gone; the picked place's text asks nothing more, a change asks again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(operationsNamed(environment, "usePlaceSuggestionsQuery")).toHaveLength(0);
    await user.clear(input);
    await user.type(input, "Mandya");
    await waitFor(() =>
      expect(operationsNamed(environment, "usePlaceSuggestionsQuery").map((op) => op.request.variables.query)).toEqual([
        "Mandya",
      ]),
    );
  });
});
