// districtStats' wage figures: the median daily wage actually paid and the median days of work per laborer per
// month, from work records, shown only where at least DISTRICT_STATS_MIN_LABORERS laborers contribute.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISTRICT_STATS_MIN_LABORERS, median } from "../../rules/wages.ts";
import { type PartnerClient, partnerClient } from "../../test/partners/partner-test-client.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const STATS = `query ($district: String) {
  districtStats(state: "Karnataka", district: $district) { district laborers medianDailyWagePaid medianDaysWorkedPerMonth }
}`;

let t: TestApp;
let partner: PartnerClient;
let mobile = 6_800_000_000;
let employerId: number;

beforeAll(async () => {
  t = await createTestApp();
  partner = await partnerClient(t);
  const employer = await t.prisma.user.create({ data: { mobileNumber: String(mobile++), userType: "employer" } });
  employerId = employer.id;
});
afterAll(() => t.close());

/**
 * A laborer of `district` hired at `rate` rupees, with `halves` confirmed half days in January 2026 and `paid` rupees
 * paid; a second month's days when `february` is given.
 */
async function worker(district: string, rate: number, halves: number[], paid: number, february: number[] = []) {
  const laborer = await t.prisma.user.create({
    data: { mobileNumber: String(mobile++), userType: "laborer", state: "Karnataka", district },
  });
  const job = await t.prisma.job.create({
    data: {
      employerId,
      title: "Harvest",
      location: district,
      category: "field_activities",
      dailyRate: rate,
      duration: 9,
    },
  });
  const application = await t.prisma.application.create({
    data: { jobId: job.id, laborerId: laborer.id, requestedRate: rate, status: "accepted" },
  });
  const day = (month: number, index: number) => new Date(Date.UTC(2026, month, index + 1));
  await t.prisma.workDay.createMany({
    data: [
      ...halves.map((h, i) => ({ date: day(0, i), halves: h })),
      ...february.map((h, i) => ({ date: day(1, i), halves: h })),
    ].map((d) => ({ ...d, applicationId: application.id, status: "confirmed" as const, markedAt: new Date() })),
  });
  if (paid > 0)
    await t.prisma.wagePayment.create({
      data: { applicationId: application.id, amountPaise: paid * 100, method: "cash", paidAt: new Date() },
    });
  return { rate, halves: [...halves, ...february], paid };
}

const stats = async (district: string) =>
  (await partner.graphql<{ districtStats: Record<string, unknown>[] }>(STATS, { district })).data!.districtStats[0];

describe("districtStats wage figures", () => {
  it("gives the medians where 10 laborers contribute, and nothing where 9 do", async () => {
    const hassan: { rate: number; halves: number[]; paid: number }[] = [];
    // Ten laborers: some paid in full, one paid half, one paid more than due (counted at what was due), one unpaid.
    for (let i = 0; i < DISTRICT_STATS_MIN_LABORERS - 2; i++)
      hassan.push(await worker("Hassan", 500 + 50 * i, [2, 2, 1], ((500 + 50 * i) * 5) / 2));
    hassan.push(await worker("Hassan", 600, [2, 2], 600, [2]));
    hassan.push(await worker("Hassan", 700, [2], 0));
    for (let i = 0; i < DISTRICT_STATS_MIN_LABORERS - 1; i++) await worker("Tumakuru", 600, [2], 600);

    // By hand: per hire, what was paid for the counted days (at most what was due) over those days.
    const wages = hassan
      .filter((hire) => hire.paid > 0)
      .map((hire) => {
        const days = hire.halves.reduce((sum, h) => sum + h, 0) / 2;
        return Math.min(hire.paid, days * hire.rate) / days;
      });
    const months = hassan.flatMap((hire, i) =>
      i === DISTRICT_STATS_MIN_LABORERS - 2 ? [2, 1] : [hire.halves.reduce((sum, h) => sum + h, 0) / 2],
    );
    expect(await stats("Hassan")).toEqual({
      district: "Hassan",
      laborers: DISTRICT_STATS_MIN_LABORERS,
      // The unpaid laborer pays nothing into the wage median: 9 contribute to it, 10 to the days.
      medianDailyWagePaid: null,
      medianDaysWorkedPerMonth: median(months),
    });
    // A tenth paid laborer makes the wage median appear.
    hassan.push(await worker("Hassan", 650, [2, 2], 1300));
    wages.push(650);
    expect(await stats("Hassan")).toMatchObject({ medianDailyWagePaid: median(wages) });
    expect(await stats("Tumakuru")).toEqual({
      district: "Tumakuru",
      laborers: DISTRICT_STATS_MIN_LABORERS - 1,
      medianDailyWagePaid: null,
      medianDaysWorkedPerMonth: null,
    });
  });
});
