import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { AddressFormTestQuery } from "../../__generated__/AddressFormTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { answerPlaceSearch } from "../../test/places.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AddressForm } from "./AddressForm.tsx";

function Harness() {
  const data = useLazyLoadQuery<AddressFormTestQuery>(
    graphql`
      query AddressFormTestQuery @relay_test_operation {
        viewer {
          ...AddressForm_viewer
        }
      }
    `,
    {},
  );
  return data.viewer ? <AddressForm viewer={data.viewer} /> : null;
}

const EMPTY_PROFILE = {
  id: "user-1",
  state: null,
  district: null,
  block: null,
  cityVillage: null,
  pincode: null,
  fullAddress: null,
  educationLevel: null,
  gender: null,
  age: null,
};

async function renderForm(profile: Record<string, unknown> = {}) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { User: () => ({ ...EMPTY_PROFILE, ...profile }) }),
    );
  });
  await waitFor(() => expect((screen.getByLabelText("State") as HTMLSelectElement).disabled).toBe(false));
  return utils;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const submit = () => userEvent.click(screen.getByRole("button", { name: "Complete Registration" }));

afterEach(() => {
  act(() => toaster.remove());
});

describe("AddressForm", () => {
  it("shows Country fixed to India, read-only", async () => {
    await renderForm();
    expect(field("Country").value).toBe("India");
    expect(field("Country").readOnly).toBe(true);
  });

  it("prefills the saved profile", async () => {
    await renderForm({
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
      cityVillage: "Maddur",
      pincode: "571428",
      gender: "male",
      age: 41,
      educationLevel: "higher_secondary",
    });
    expect(field("State").value).toBe("Karnataka");
    expect(field("District").value).toBe("Mandya");
    expect(field("Block").value).toBe("Maddur");
    expect(field("City/Village").value).toBe("Maddur");
    expect(field("Pincode").value).toBe("571428");
    expect(field("Gender").value).toBe("male");
    expect(field("Age").value).toBe("41");
    expect(field("Education Level").value).toBe("higher_secondary");
    expect(screen.getByRole("option", { name: "Higher Secondary" })).toBeTruthy();
  });

  it.each([
    ["City/Village", "Hunsur", "", "City/Village is required"],
    ["Pincode", "5714", "5714", "Pincode must be 6 digits"],
    ["Full Address", "Near tank", "Near tank", "Please provide detailed address"],
    ["Age", "15", "15", "Age must be at least 16"],
    ["Age", "81", "81", "Age must be less than 80"],
  ])("%s: typing %s (left as '%s') shows '%s' at once", async (label, typed, left, message) => {
    await renderForm();
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.type(field(label), typed);
    if (left === "") await userEvent.clear(field(label));
    expect(field(label).value).toBe(left);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("fills state, district, block, city/village and pincode from the place picked in Find your place", async () => {
    const { environment } = await renderForm({ state: "Kerala", cityVillage: "Kochi", pincode: "682001" });
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Find your place" }), "मद्दू");
    await answerPlaceSearch(environment, "मद्दू", [
      { name: "Maddur", kind: "block", district: "Mandya", state: "Karnataka" },
      { name: "Maddur", kind: "town", district: "Mandya", state: "Karnataka", pincode: "571428" },
    ]);
    await user.click(await screen.findByRole("button", { name: "Maddur Mandya, Karnataka, 571428" }));
    expect(field("State").value).toBe("Karnataka");
    expect(field("District").value).toBe("Mandya");
    expect(field("Block").value).toBe("Maddur");
    expect(field("City/Village").value).toBe("Maddur");
    expect(field("Pincode").value).toBe("571428");

    // A pincode fills its state and district; the village is left to type.
    await user.clear(screen.getByRole("searchbox", { name: "Find your place" }));
    await user.type(screen.getByRole("searchbox", { name: "Find your place" }), "5700");
    await answerPlaceSearch(environment, "5700", [
      { name: "570001", kind: "pincode", district: "Mysuru", state: "Karnataka", pincode: "570001" },
    ]);
    await user.click(await screen.findByRole("button", { name: "570001 Mysuru, Karnataka" }));
    expect([field("State").value, field("District").value, field("Block").value]).toEqual(["Karnataka", "Mysuru", ""]);
    expect(field("City/Village").value).toBe("");
    expect(field("Pincode").value).toBe("570001");
    expect(screen.getByText("City/Village is required")).toBeTruthy();
  });

  it("shows the select messages when a choice is taken back", async () => {
    await renderForm();
    await userEvent.selectOptions(field("Gender"), "female");
    await userEvent.selectOptions(field("Gender"), "");
    expect(screen.getByText("Gender is required")).toBeTruthy();

    await userEvent.selectOptions(field("State"), "Karnataka");
    await userEvent.selectOptions(field("District"), "Mandya");
    await userEvent.selectOptions(field("Block"), "Maddur");
    await userEvent.selectOptions(field("Block"), "");
    expect(screen.getByText("Block is required")).toBeTruthy();
    await userEvent.selectOptions(field("District"), "");
    expect(screen.getByText("District is required")).toBeTruthy();
    await userEvent.selectOptions(field("State"), "");
    expect(screen.getByText("State is required")).toBeTruthy();
  });

  it("shows 'Block is required' for a typed block that is cleared", async () => {
    await renderForm({ state: "Bihar", district: "Patna" });
    const block = screen.getByRole("textbox", { name: "Block" });
    await userEvent.type(block, "Phulwari");
    await userEvent.clear(block);
    expect(screen.getByText("Block is required")).toBeTruthy();
  });

  it("on submit shows every missing field and sends nothing", async () => {
    const { environment } = await renderForm();
    await submit();
    for (const message of [
      "State is required",
      "District is required",
      "Block is required",
      "City/Village is required",
      "Pincode must be 6 digits",
      "Gender is required",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    // Country is fixed; age is optional.
    expect(screen.queryByText("Country is required")).toBeNull();
    expect(screen.queryByText(/^Age must/)).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("saves with updateProfile, updates the store, toasts and goes to /registration-success after 1 s", async () => {
    const { environment, router } = await renderForm({ state: "Karnataka", cityVillage: "Maddur" });
    await userEvent.selectOptions(field("District"), "Mandya");
    await userEvent.selectOptions(field("Block"), "Maddur");
    await userEvent.type(field("Pincode"), "571428");
    await userEvent.click(field("Full Address"));
    await userEvent.paste("  House 12, Temple Road  ");
    await userEvent.selectOptions(field("Education Level"), "secondary");
    await userEvent.selectOptions(field("Gender"), "female");
    await userEvent.type(field("Age"), "34");
    await submit();

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("AddressFormSaveMutation");
    const input = {
      country: "India",
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
      cityVillage: "Maddur",
      pincode: "571428",
      fullAddress: "House 12, Temple Road",
      educationLevel: "secondary",
      gender: "female",
      age: 34,
    };
    expect(operation.request.variables).toEqual({ input });

    const savedAt = performance.now();
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: "MutationUpdateProfileSuccess",
            data: { id: "user-1", ...input, isAddressVerified: true, isMobileVerified: true },
          },
        },
      });
    });
    expect(await screen.findByText("Registration Successful!")).toBeTruthy();
    const saved = environment.getStore().getSource().get("user-1");
    expect(saved).toMatchObject({
      district: "Mandya",
      block: "Maddur",
      pincode: "571428",
      age: 34,
      isAddressVerified: true,
    });
    // It stays a second on the toast before going on (measured, so that a busy machine only makes it later).
    await waitFor(() => expect(router.state.location.pathname).toBe("/registration-success"), { timeout: 10_000 });
    expect(performance.now() - savedAt).toBeGreaterThanOrEqual(950);
  });

  it("saves without an age: age is optional", async () => {
    const { environment } = await renderForm({
      state: "Bihar",
      district: "Patna",
      block: "Phulwari",
      cityVillage: "Danapur",
      pincode: "801503",
      gender: "male",
      age: null,
    });
    expect(field("Age").value).toBe("");
    await submit();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("AddressFormSaveMutation");
    expect(operation.request.variables.input).toMatchObject({ cityVillage: "Danapur", gender: "male", age: null });
  });

  it("shows the server's field errors and 'Save Failed'", async () => {
    const { environment } = await renderForm({
      state: "Bihar",
      district: "Patna",
      block: "Phulwari",
      cityVillage: "Danapur",
      pincode: "801503",
      gender: "male",
      age: 30,
    });
    await submit();
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: "Please check the highlighted fields",
            fieldErrors: [{ field: "cityVillage", message: "Must be at most 100 characters" }],
          },
        },
      });
    });
    expect(await screen.findByText("Save Failed")).toBeTruthy();
    expect(screen.getByText("Please check the highlighted fields")).toBeTruthy();
    expect(screen.getByText("Must be at most 100 characters")).toBeTruthy();
    // Editing the field clears the server's message.
    await userEvent.type(field("City/Village"), "x");
    expect(screen.queryByText("Must be at most 100 characters")).toBeNull();
  });

  it("shows 'Failed to save verification details' when the request fails", async () => {
    const { environment } = await renderForm({
      state: "Bihar",
      district: "Patna",
      block: "Phulwari",
      cityVillage: "Danapur",
      pincode: "801503",
      gender: "male",
      age: 30,
    });
    await submit();
    act(() => environment.mock.rejectMostRecentOperation(new Error("500: boom")));
    expect(await screen.findByText("Save Failed")).toBeTruthy();
    expect(screen.getByText("Failed to save verification details")).toBeTruthy();
  });
});
