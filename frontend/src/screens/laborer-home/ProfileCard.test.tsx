import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ProfileCardTestQuery } from "../../__generated__/ProfileCardTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ProfileCard } from "./ProfileCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<ProfileCardTestQuery>(
    graphql`
      query ProfileCardTestQuery @relay_test_operation {
        viewer {
          ...ProfileCard_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <ProfileCard user={data.viewer} /> : null;
}

function renderCard(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

const ADDRESS = {
  cityVillage: "Hosahalli",
  block: "Nanjangud",
  district: "Mysuru",
  state: "Karnataka",
  country: "India",
  pincode: "571301",
};

describe("ProfileCard", () => {
  it("shows the verified profile with its address and badge", async () => {
    const user = {
      mobileNumber: "9876500001",
      isMobileVerified: true,
      educationLevel: "higher_secondary",
      gender: "female",
      age: 29,
      isAddressVerified: true,
      ...ADDRESS,
    };
    renderCard(user);
    await screen.findByRole("heading", { name: "Profile Information" });
    expect(screen.getByText(user.mobileNumber)).toBeTruthy();
    expect(screen.getByRole("img", { name: "Verified" })).toBeTruthy();
    expect(screen.getByText(user.educationLevel.replaceAll("_", " "))).toBeTruthy();
    expect(screen.getByText(user.gender)).toBeTruthy();
    expect(screen.getByText(`${user.age} years`)).toBeTruthy();
    expect(screen.getByText(Object.values(ADDRESS).join(", "))).toBeTruthy();
    expect(screen.getByText("Verified Address")).toBeTruthy();
    expect(screen.queryByText("Address not completed")).toBeNull();
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/verification");
  });

  it("hides an unverified address and shows placeholders for missing values", async () => {
    renderCard({
      mobileNumber: null,
      isMobileVerified: false,
      educationLevel: null,
      gender: null,
      age: null,
      isAddressVerified: false,
      ...ADDRESS,
    });
    await screen.findByRole("heading", { name: "Profile Information" });
    expect(screen.getByText("Address not completed")).toBeTruthy();
    expect(screen.queryByText("Verified Address")).toBeNull();
    expect(screen.queryByText(ADDRESS.cityVillage, { exact: false })).toBeNull();
    expect(screen.getAllByText("Not provided").length).toBe(2); // mobile and age
    expect(screen.getAllByText("Not specified").length).toBe(2); // education and gender
    expect(screen.queryByRole("img", { name: "Verified" })).toBeNull();
  });

  it("shows a mobile number without the tick when it isn't verified", async () => {
    const user = { mobileNumber: "9123456780", isMobileVerified: false, isAddressVerified: false };
    renderCard(user);
    expect(await screen.findByText(user.mobileNumber)).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Verified" })).toBeNull();
  });
});
