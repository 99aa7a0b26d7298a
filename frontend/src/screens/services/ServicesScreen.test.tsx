import { i18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/ServicesScreenQuery.graphql.ts";
import { item } from "../../test/items.ts";
import { renderRoute } from "../../test/render.tsx";
import { AVAILABILITY, type AvailabilityKey, CATEGORY_LABELS, type ServiceCategoryKey } from "./serviceLabels.ts";
import ServicesScreen from "./ServicesScreen.tsx";

type Provider = {
  id: string;
  businessName: string;
  serviceCategory: ServiceCategoryKey;
  availabilityStatus: AvailabilityKey;
  isVerified: boolean;
  rating: number;
  totalJobs: number;
  phoneNumber: string | null;
};

const PROVIDERS: Provider[] = [
  {
    id: "sp1",
    businessName: "Mandya Seed Drill Services",
    serviceCategory: "sowing",
    availabilityStatus: "available",
    isVerified: true,
    rating: 4.7,
    totalJobs: 120,
    phoneNumber: "9845000001",
  },
  {
    phoneNumber: null,
    id: "sp2",
    businessName: "Raichur Harvester Hire",
    serviceCategory: "harvesting",
    availabilityStatus: "busy",
    isVerified: false,
    rating: 4.3,
    totalJobs: 85,
  },
  {
    phoneNumber: null,
    id: "sp3",
    businessName: "Kolar Farm Transport",
    serviceCategory: "transport",
    availabilityStatus: "unavailable",
    isVerified: true,
    rating: 4.1,
    totalJobs: 1,
  },
  {
    phoneNumber: null,
    id: "sp4",
    businessName: "Belagavi Cane Harvesters",
    serviceCategory: "harvesting",
    availabilityStatus: "available",
    isVerified: true,
    rating: 4.9,
    totalJobs: 40,
  },
];

function renderScreen(providers: Provider[] = PROVIDERS) {
  const answer = {
    Query: () => ({
      serviceProviders: providers.map((p) => ({
        ...p,
        description: `${p.businessName} serves farms across the district.`,
        servicesOffered: ["Service A", "Service B"],
        equipmentAvailable: ["Tractor", "Trailer"],
        coverageArea: "Mandya, Mysuru",
        priceRange: "₹1,200 - ₹1,800 per acre",
      })),
    }),
  };
  return renderRoute(<ServicesScreen />, { query, answer, path: "/services" });
}

const cardNames = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("ServicesScreen", () => {
  it("lists every provider with its availability badge and a Verified badge only when verified", async () => {
    renderScreen();
    await screen.findByRole("heading", { level: 1, name: "Agricultural Service Marketplace" });
    expect(cardNames()).toEqual(PROVIDERS.map((p) => p.businessName));
    for (const p of PROVIDERS) {
      const card = screen.getByRole("article", { name: p.businessName });
      expect(within(card).getByText(i18n._(AVAILABILITY[p.availabilityStatus].label))).toBeTruthy();
      expect(within(card).queryByText("Verified") !== null).toBe(p.isVerified);
      expect(card.textContent).toContain(p.rating.toFixed(1));
    }
    const busy = PROVIDERS.find((p) => p.availabilityStatus === "busy")!;
    expect(within(screen.getByRole("article", { name: busy.businessName })).getByText("Busy")).toBeTruthy();
  });

  it("narrows the cards to the chosen category and back to all", async () => {
    const user = userEvent.setup();
    renderScreen();
    const harvesting = await screen.findByRole("button", { name: i18n._(CATEGORY_LABELS.harvesting) });
    expect(harvesting.getAttribute("aria-pressed")).toBe("false");
    await user.click(harvesting);
    expect(harvesting.getAttribute("aria-pressed")).toBe("true");
    expect(cardNames()).toEqual(PROVIDERS.filter((p) => p.serviceCategory === "harvesting").map((p) => p.businessName));

    await user.click(screen.getByRole("button", { name: i18n._(CATEGORY_LABELS.transport) }));
    expect(cardNames()).toEqual(PROVIDERS.filter((p) => p.serviceCategory === "transport").map((p) => p.businessName));

    await user.click(screen.getByRole("button", { name: "All Services" }));
    expect(cardNames()).toHaveLength(PROVIDERS.length);
  });

  it("shows an empty state when no provider offers the chosen category", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole("button", { name: i18n._(CATEGORY_LABELS.horticulture) }));
    expect(PROVIDERS.some((p) => p.serviceCategory === "horticulture")).toBe(false);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("No service providers found")).toBeTruthy();
  });

  it("calls or opens WhatsApp for a business with a number", async () => {
    renderScreen();
    const p = item(PROVIDERS, 0);
    expect((await screen.findByRole("link", { name: `Call ${p.businessName}` })).getAttribute("href")).toBe(
      `tel:+91${p.phoneNumber}`,
    );
    expect(screen.getByRole("link", { name: `WhatsApp ${p.businessName}` }).getAttribute("href")).toBe(
      `https://wa.me/91${p.phoneNumber}`,
    );
  });

  it("explains in a toast that no phone number is available when Call is pressed for a business without one", async () => {
    const user = userEvent.setup();
    renderScreen();
    const p = item(PROVIDERS, 1);
    await user.click(await screen.findByRole("button", { name: `Call ${p.businessName}` }));
    expect(await screen.findByText("Phone number not available for this service provider")).toBeTruthy();
  });

  it("has a Back link to home", async () => {
    renderScreen();
    expect((await screen.findByRole("link", { name: "Back" })).getAttribute("href")).toBe("/");
  });

  it("shows places, prices and the rating in the active language", async () => {
    renderScreen();
    const card = await screen.findByRole("article", { name: item(PROVIDERS, 0).businessName });
    expect(card.textContent).toContain("Mandya and Mysuru");
    expect(card.textContent).toContain("₹1,200 - ₹1,800 per acre");
    act(() => i18n.loadAndActivate({ locale: "kn", messages: {} }));
    try {
      await waitFor(() =>
        expect(card.textContent).toContain(
          new Intl.ListFormat("kn-IN", { type: "conjunction" }).format(["ಮಂಡ್ಯ", "ಮೈಸೂರು"]),
        ),
      );
      const rupees = new Intl.NumberFormat("kn-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
      expect(card.textContent).toContain(`${rupees.format(1200)} - ${rupees.format(1800)}`);
      expect(card.textContent).not.toContain("Mandya and Mysuru");
    } finally {
      act(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
    }
  });
});
