import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { PartnerContactSettingTestQuery } from "../../__generated__/PartnerContactSettingTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { PartnerContactSetting } from "./PartnerContactSetting.tsx";

const LABEL = "Let partner organisations (NGOs) see my phone number";

function Harness() {
  const data = useLazyLoadQuery<PartnerContactSettingTestQuery>(
    graphql`
      query PartnerContactSettingTestQuery @relay_test_operation {
        viewer {
          ...PartnerContactSetting_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <PartnerContactSetting user={data.viewer} /> : null;
}

function renderWith(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { User: () => ({ id: "VXNlcjox", ...user }) }),
  );
  return renderWithRelay(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
    { environment },
  );
}

afterEach(() => {
  act(() => toaster.remove());
});

describe("PartnerContactSetting", () => {
  it("shows laborers a labelled switch, off by default, with what partners would see", async () => {
    renderWith({ userType: "laborer", phoneVisibleToPartners: false });
    const toggle = (await screen.findByRole("switch", { name: LABEL })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute("aria-describedby")).toBe("partner-contact-help");
    expect(document.getElementById("partner-contact-help")?.textContent).toMatch(
      /only your phone number, state, district and skills/,
    );
  });

  it("turns it on at once and saves it with setPhoneVisibleToPartners, then confirms", async () => {
    const user = userEvent.setup();
    const { environment } = renderWith({ userType: "laborer", phoneVisibleToPartners: false });
    await user.click(await screen.findByRole("switch", { name: LABEL }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("PartnerContactSettingSetMutation");
    expect(operation.request.variables).toEqual({ visible: true });
    // Optimistic: on before the server answers.
    expect((screen.getByRole("switch", { name: LABEL }) as HTMLInputElement).checked).toBe(true);

    act(() =>
      environment.mock.resolve(operation, {
        data: {
          setPhoneVisibleToPartners: {
            __typename: "MutationSetPhoneVisibleToPartnersSuccess",
            data: { id: "VXNlcjox", phoneVisibleToPartners: true },
          },
        },
      }),
    );
    expect((screen.getByRole("switch", { name: LABEL }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText("Partner organisations can now see your phone number")).toBeTruthy();
  });

  it("turns it off the same way", async () => {
    const user = userEvent.setup();
    const { environment } = renderWith({ userType: "laborer", phoneVisibleToPartners: true });
    const toggle = (await screen.findByRole("switch", { name: LABEL })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ visible: false });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          setPhoneVisibleToPartners: {
            __typename: "MutationSetPhoneVisibleToPartnersSuccess",
            data: { id: "VXNlcjox", phoneVisibleToPartners: false },
          },
        },
      }),
    );
    expect((screen.getByRole("switch", { name: LABEL }) as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText("Your phone number is hidden from partner organisations")).toBeTruthy();
  });

  it("moves back and says why when the server refuses", async () => {
    const user = userEvent.setup();
    const { environment } = renderWith({ userType: "laborer", phoneVisibleToPartners: false });
    await user.click(await screen.findByRole("switch", { name: LABEL }));
    const operation = environment.mock.getMostRecentOperation();
    const refusal = "Only laborers can let partner organisations see their phone number.";
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          setPhoneVisibleToPartners: { __typename: "ForbiddenError", __isError: "ForbiddenError", message: refusal },
        },
      }),
    );
    expect((screen.getByRole("switch", { name: LABEL }) as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it("moves back with a message when the request fails", async () => {
    const user = userEvent.setup();
    const { environment } = renderWith({ userType: "laborer", phoneVisibleToPartners: false });
    await user.click(await screen.findByRole("switch", { name: LABEL }));
    act(() => environment.mock.rejectMostRecentOperation(new Error("500: boom")));
    expect((screen.getByRole("switch", { name: LABEL }) as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText("Could not save your choice. Please try again.")).toBeTruthy();
  });

  it("is not shown to employers or training providers", async () => {
    for (const userType of ["employer", "training_provider"]) {
      const { unmount } = renderWith({ userType, phoneVisibleToPartners: false });
      await act(async () => {});
      expect(screen.queryByRole("switch", { name: LABEL })).toBeNull();
      unmount();
    }
  });
});
