import { describe, expect, it } from "vitest";
import {
  AUTO_CONFIRM_DAYS,
  MAX_AMOUNT_PAISE,
  WAGE_MESSAGES,
  type WageRecord,
  amountProblem,
  dayCounts,
  indiaDate,
  isOverdue,
  median,
  normalStatementCode,
  overdueFrom,
  paiseOf,
  rupeesText,
  upiPayLink,
  UPI_ID_PATTERN,
  wageSums,
} from "./wages.ts";

const now = new Date("2026-11-28T10:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const rate600 = paiseOf(600);

describe("wages due, by hand-worked cases", () => {
  it("counts confirmed days only: 3 days marked (one half), two confirmed and the half disputed, is ₹900", () => {
    const record: WageRecord = {
      dailyRatePaise: rate600,
      days: [
        { halves: 2, status: "confirmed", markedAt: daysAgo(1) },
        { halves: 1, status: "confirmed", markedAt: daysAgo(1) },
        { halves: 2, status: "disputed", markedAt: daysAgo(1) },
      ],
      extras: [],
      payments: [],
    };
    expect(wageSums(record, now)).toEqual({ halvesWorked: 3, duePaise: 90_000, paidPaise: 0, balancePaise: 90_000 });
  });

  it("counts a marked day left alone for 3 days, and a disputed day once the laborer confirms it", () => {
    const days = [
      { halves: 2 as const, status: "marked" as const, markedAt: daysAgo(AUTO_CONFIRM_DAYS) },
      { halves: 2 as const, status: "marked" as const, markedAt: daysAgo(AUTO_CONFIRM_DAYS - 0.5) },
      { halves: 1 as const, status: "disputed" as const, markedAt: daysAgo(10) },
    ];
    const record: WageRecord = { dailyRatePaise: rate600, days, extras: [], payments: [] };
    expect(wageSums(record, now).duePaise).toBe(60_000);
    // Half a day later the second counts too; the disputed one, never until it is confirmed.
    expect(wageSums(record, daysAgo(-0.5)).duePaise).toBe(120_000);
    const settled = { ...record, days: [...days.slice(0, 2), { ...days[2]!, status: "confirmed" as const }] };
    expect(wageSums(settled, now).duePaise).toBe(60_000 + 30_000);
    expect(dayCounts(days[2]!, daysAgo(-100))).toBe(false);
  });

  it("adds extras and subtracts partial payments, down to a balance that can be overpaid", () => {
    const record: WageRecord = {
      dailyRatePaise: paiseOf(575),
      days: [
        { halves: 1, status: "confirmed", markedAt: daysAgo(1) },
        { halves: 2, status: "confirmed", markedAt: daysAgo(1) },
      ],
      extras: [{ amountPaise: paiseOf(50) }, { amountPaise: paiseOf(12.5) }],
      payments: [{ amountPaise: paiseOf(500) }, { amountPaise: paiseOf(300.25) }],
    };
    // 1.5 × 575 = 862.50, + 62.50 = 925.00; paid 800.25.
    expect(wageSums(record, now)).toEqual({
      halvesWorked: 3,
      duePaise: 92_500,
      paidPaise: 80_025,
      balancePaise: 12_475,
    });
    expect(wageSums({ ...record, payments: [{ amountPaise: 100_000 }] }, now).balancePaise).toBe(-7_500);
  });

  it("owes nothing for no days", () => {
    expect(wageSums({ dailyRatePaise: rate600, days: [], extras: [], payments: [] }, now).duePaise).toBe(0);
  });
});

describe("amounts", () => {
  it("converts rupees to paise and writes paise with two decimals", () => {
    expect(paiseOf(900)).toBe(90_000);
    expect(paiseOf(0.1 + 0.2)).toBe(30);
    expect(rupeesText(90_000)).toBe("900.00");
    expect(rupeesText(90_050)).toBe("900.50");
    expect(rupeesText(5)).toBe("0.05");
    expect(rupeesText(-7_500)).toBe("-75.00");
  });
});

describe("overdue", () => {
  it("is overdue when something is owed more than 7 days after the last worked day", () => {
    expect(isOverdue(100, "2026-11-20", "2026-11-28")).toBe(true);
    expect(isOverdue(100, "2026-11-21", "2026-11-28")).toBe(false);
    expect(isOverdue(0, "2026-11-01", "2026-11-28")).toBe(false);
    expect(isOverdue(100, null, "2026-11-28")).toBe(false);
  });
});

describe("UPI", () => {
  it("accepts name@bank ids only", () => {
    for (const id of ["lakshmi@okaxis", "9876500001@ybl", "l.devi-2@sbi"]) expect(UPI_ID_PATTERN.test(id)).toBe(true);
    for (const id of ["lakshmi", "@okaxis", "lakshmi@", "a b@sbi", "x@1bank", "lakshmi@ok@axis"])
      expect(UPI_ID_PATTERN.test(id)).toBe(false);
  });

  it("links to the payee, the amount with two decimals, INR and a note naming the job", () => {
    const link = upiPayLink({
      upiId: "lakshmi@okaxis",
      name: "Lakshmi Devi",
      amountPaise: 90_000,
      note: "Weeding, Maddur",
    });
    expect(link.startsWith("upi://pay?")).toBe(true);
    const params = new URLSearchParams(link.slice("upi://pay?".length));
    expect(Object.fromEntries(params)).toEqual({
      pa: "lakshmi@okaxis",
      pn: "Lakshmi Devi",
      am: "900.00",
      cu: "INR",
      tn: "Weeding, Maddur",
    });
    expect(link).not.toContain("+");
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([700, 500, 600])).toBe(600);
    expect(median([500, 600, 700, 800])).toBe(650);
  });
});

describe("amounts, India days and statement codes", () => {
  it("takes rupees with at most two decimals, above 0, up to the most a payment may be", () => {
    expect(amountProblem(900)).toBeNull();
    expect(amountProblem(900.5)).toBeNull();
    expect(amountProblem(0.01)).toBeNull();
    for (const bad of [0, -5, 10.555, Number.NaN, Number.POSITIVE_INFINITY])
      expect(amountProblem(bad), String(bad)).toBe(WAGE_MESSAGES.amount);
    expect(amountProblem(MAX_AMOUNT_PAISE / 100)).toBeNull();
    expect(amountProblem(MAX_AMOUNT_PAISE / 100 + 1)).toBe(WAGE_MESSAGES.amountTooLarge);
  });

  it("dates by India's calendar, and falls due at India's midnight 8 days after the last worked day", () => {
    expect(indiaDate(new Date("2026-11-28T18:29:00Z"))).toBe("2026-11-28");
    expect(indiaDate(new Date("2026-11-28T18:30:00Z"))).toBe("2026-11-29");
    const due = overdueFrom("2026-11-20");
    expect(due.toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(isOverdue(1, "2026-11-20", indiaDate(due))).toBe(true);
    expect(isOverdue(1, "2026-11-20", indiaDate(new Date(due.getTime() - 1)))).toBe(false);
  });

  it("reads a statement code in any case, with or without its hyphen, and nothing else", () => {
    expect(normalStatementCode(" k7h3q9xpmw ")).toBe("K7H3Q-9XPMW");
    expect(normalStatementCode("K7H3Q-9XPMW")).toBe("K7H3Q-9XPMW");
    // 0, 1, I, L and O are left out of the alphabet: they read as one another.
    for (const bad of ["K7H3Q-9XPM", "K7H3O-9XPMW", "K7H3Q--9XPMW", "' OR 1=1 --"])
      expect(normalStatementCode(bad), bad).toBeNull();
  });
});
