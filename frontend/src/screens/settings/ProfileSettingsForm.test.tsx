import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WAGE_MESSAGES } from "@rules/wages.ts";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { ProfileSettingsFormTestQuery } from "../../__generated__/ProfileSettingsFormTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { answerPlaceSearch } from "../../test/places.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ProfileSettingsForm } from "./ProfileSettingsForm.tsx";

function Harness() {
  const data = useLazyLoadQuery<ProfileSettingsFormTestQuery>(
    graphql`
      query ProfileSettingsFormTestQuery @relay_test_operation {
        viewer {
          ...ProfileSettingsForm_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <ProfileSettingsForm user={data.viewer} /> : null;
}

const EMPLOYER = {
  id: "user-9",
  userType: "employer",
  firstName: "Ramesh",
  lastName: "Gowda",
  businessName: "Gowda Agro",
  farmName: null,
  bio: null,
  state: "Karnataka",
  district: "Mandya",
  block: "Maddur",
  upiId: null,
};

async function renderForm(profile: Record<string, unknown> = {}) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { User: () => ({ ...EMPLOYER, ...profile }) }),
    );
  });
  await waitFor(() => expect((screen.getByLabelText("State") as HTMLSelectElement).disabled).toBe(false));
  return { user: userEvent.setup(), ...utils };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

afterEach(() => {
  act(() => toaster.remove());
});

describe("ProfileSettingsForm", () => {
  it("prefills an employer's names and place, with the same state and district pickers as verification", async () => {
    await renderForm();
    expect(field("First Name").value).toBe("Ramesh");
    expect(field("Last Name").value).toBe("Gowda");
    expect(field("Business Name").value).toBe("Gowda Agro");
    expect(field("Farm Name").value).toBe("");
    expect(field("State").value).toBe("Karnataka");
    expect(field("District").value).toBe("Mandya");
    expect(field("Block").value).toBe("Maddur");
  });

  it("fills state, district and block from the place picked in Find your place, in the lists' names", async () => {
    const { user, environment } = await renderForm();
    await user.type(screen.getByRole("searchbox", { name: "Find your place" }), "Mohali");
    // The place search may spell a name otherwise than the list does (S.A.S Nagar): the list's name is kept.
    await answerPlaceSearch(environment, "Mohali", [
      { name: "Mohali", kind: "town", district: "SAS Nagar", state: "PUNJAB", pincode: "160055" },
    ]);
    await user.click(await screen.findByRole("button", { name: "Mohali SAS Nagar, PUNJAB, 160055" }));
    expect(field("State").value).toBe("Punjab");
    expect(field("District").value).toBe("S.A.S Nagar");
    expect(field("Block").value).toBe("");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByText("Block is required")).toBeTruthy();
  });

  it("asks a laborer for no business or farm name", async () => {
    await renderForm({ userType: "laborer" });
    expect(screen.queryByLabelText("Business Name")).toBeNull();
    expect(screen.queryByLabelText("Farm Name")).toBeNull();
    expect(screen.queryByLabelText("Description")).toBeNull();
  });

  it("lets a laborer give the UPI id her wages are paid to, checked as name@bank and cleared with an empty field", async () => {
    const { user, environment } = await renderForm({ userType: "laborer", upiId: "lakshmi@okaxis" });
    const upi = screen.getByRole("textbox", { name: "UPI id (to be paid by UPI)" }) as HTMLInputElement;
    expect(upi.value).toBe("lakshmi@okaxis");
    expect(upi.placeholder).toBe("name@bank");
    await user.clear(upi);
    await user.type(upi, "lakshmi");
    expect(await screen.findByText(WAGE_MESSAGES.upiId)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.clear(upi);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toMatchObject({ upiId: "" });
  });

  it("asks employers for no UPI id", async () => {
    await renderForm();
    expect(screen.queryByRole("textbox", { name: "UPI id (to be paid by UPI)" })).toBeNull();
  });

  it("lets a training provider describe their organisation, checked by the shared limit and sent as bio", async () => {
    const { user, environment } = await renderForm({ userType: "training_provider", bio: "Short courses." });
    expect(screen.queryByLabelText("Farm Name")).toBeNull();
    const description = field("Description");
    expect(description.value).toBe("Short courses.");
    await user.type(description, " Sericulture and dairy. ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toMatchObject({
      businessName: "Gowda Agro",
      bio: "Short courses. Sericulture and dairy.",
    });
    expect(op.request.variables.input).not.toHaveProperty("farmName");
  });

  it("refuses a description over 500 characters before sending", async () => {
    const { user, environment } = await renderForm({ userType: "training_provider", bio: "d".repeat(501) });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Description must be at most 500 characters")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("saves with updateProfile, sending only what the role has", async () => {
    const { user, environment } = await renderForm();
    await user.type(field("Farm Name"), "  Green Acres ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("ProfileSettingsFormSaveMutation");
    expect(op.request.variables.input).toEqual({
      firstName: "Ramesh",
      lastName: "Gowda",
      businessName: "Gowda Agro",
      farmName: "Green Acres",
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
    });
    act(() => {
      environment.mock.resolve(op, {
        data: {
          updateProfile: {
            __typename: "MutationUpdateProfileSuccess",
            data: { ...EMPLOYER, farmName: "Green Acres", isAddressVerified: false },
          },
        },
      });
    });
    expect(await screen.findByText("Settings saved")).toBeTruthy();
  });

  it("shows the rules' messages as the user types and sends nothing while they stand", async () => {
    const { user, environment } = await renderForm();
    await user.clear(field("First Name"));
    expect(await screen.findByText("First name is required")).toBeTruthy();
    await user.selectOptions(field("State"), "Kerala");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("District is required")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's field message under its field", async () => {
    const { user, environment } = await renderForm();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: "Business name must be at most 100 characters",
            fieldErrors: [{ field: "businessName", message: "Business name must be at most 100 characters" }],
          },
        },
      });
    });
    expect(await screen.findByText("Save Failed")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText("Business name must be at most 100 characters").length).toBeGreaterThanOrEqual(2),
    );
    await user.type(field("Business Name"), "x");
    await waitFor(() => expect(screen.getAllByText("Business name must be at most 100 characters")).toHaveLength(1));
  });
});
