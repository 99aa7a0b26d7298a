import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { type PaymentRecord, PaymentRecordBadge } from "./PaymentRecordBadge.tsx";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

function renderBadge(record: PaymentRecord) {
  return render(
    <I18nProvider i18n={i18n}>
      <PaymentRecordBadge {...record} />
    </I18nProvider>,
  );
}

describe("PaymentRecordBadge", () => {
  it("shows nothing before any hire's wages were judged", () => {
    const { container } = renderBadge({ paidOnTimeCount: 0, paidLateCount: 0 });
    expect(container.textContent).toBe("");
    expect(screen.queryByTestId("payment-record")).toBeNull();
  });

  it("says 'Pays on time' with how many hires, when every hire was paid within 7 days", () => {
    renderBadge({ paidOnTimeCount: 3, paidLateCount: 0 });
    expect(screen.getByTestId("payment-record").textContent).toBe("Pays on time(3 of 3 hires paid within 7 days)");
  });

  it("counts one hire in the singular", () => {
    renderBadge({ paidOnTimeCount: 1, paidLateCount: 0 });
    expect(screen.getByTestId("payment-record").textContent).toBe("Pays on time(1 of 1 hire paid within 7 days)");
  });

  it("shows late payments in a warning colour instead, however many were on time", () => {
    renderBadge({ paidOnTimeCount: 5, paidLateCount: 1 });
    const badge = screen.getByTestId("payment-record");
    expect(badge.textContent).toBe("Late payments: 1");
    expect(badge.style.color).toBe("var(--chakra-colors-orange-700)");
    expect(screen.queryByText("Pays on time")).toBeNull();
  });
});
