import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/StatementCheckScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import StatementCheckScreen from "./StatementCheckScreen.tsx";

const variablesAt = (url: URL) => {
  const code = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  return { code, hasCode: Boolean(code) };
};

const STATEMENT = {
  code: "ABCDE-23456",
  workerName: "Lakshmi Devi",
  from: "2026-06-01",
  to: "2026-06-30",
  jobs: 2,
  halves: 7,
  earnedPaise: 225050,
  paidPaise: 150000,
  duePaise: 75050,
  issuedAt: "2026-06-30T10:00:00.000Z",
};

describe("StatementCheckScreen", () => {
  it("shows an issued statement's name, period and totals, and no phone number", async () => {
    renderRoute(<StatementCheckScreen />, {
      query,
      variables: variablesAt,
      path: "/statements/ABCDE-23456",
      answer: {
        data: { workStatement: { __typename: "QueryWorkStatementSuccess", data: STATEMENT } },
      },
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Statement ABCDE-23456" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Check a work statement" })).toBeTruthy();
    expect(screen.getByText("Lakshmi Devi")).toBeTruthy();
    expect(screen.getByText("Period: 1 Jun 2026 to 30 Jun 2026")).toBeTruthy();
    expect(screen.getByTestId("statement-jobs").textContent).toBe("2");
    expect(screen.getByTestId("statement-days").textContent).toBe("3.5");
    expect(screen.getByTestId("statement-earned").textContent).toBe("₹2,250.50");
    expect(screen.getByTestId("statement-paid").textContent).toBe("₹1,500");
    expect(screen.getByTestId("statement-due").textContent).toBe("₹750.50");
    expect(screen.getByText("Issued on 30 Jun 2026")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Verification code" }) as HTMLInputElement).value).toBe("ABCDE-23456");
    expect(document.body.textContent).not.toMatch(/\d{10}/);
  });

  it("gives the server's reason for an unknown code", async () => {
    renderRoute(<StatementCheckScreen />, {
      query,
      variables: variablesAt,
      path: "/statements/ZZZZZ-99999",
      answer: { data: { workStatement: { __typename: "NotFoundError", message: "No statement has this code" } } },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("No statement has this code");
    expect(screen.queryByTestId("statement-earned")).toBeNull();
  });

  it("without a code shows just the form, and Check opens the code's page as printed", async () => {
    const { router } = renderRoute(<StatementCheckScreen />, {
      query,
      variables: variablesAt,
      path: "/statements",
      answer: { data: {} },
    });
    const input = await screen.findByRole("textbox", { name: "Verification code" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    await userEvent.type(input, " abcde23456 ");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(router.state.location.pathname).toBe("/statements/ABCDE-23456");
  });
});
