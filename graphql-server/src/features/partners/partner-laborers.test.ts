import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { createPartnerKey } from "./partner-keys.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";
import { PARTNER_MESSAGES } from "../../rules/partner.ts";
import { SKILL_MESSAGES } from "../../rules/skills.ts";
import { type GraphQLResult, type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";

const SET = `mutation ($visible: Boolean!) {
  setPhoneVisibleToPartners(visible: $visible) {
    __typename
    ... on Error { message }
    ... on MutationSetPhoneVisibleToPartnersSuccess { data { phoneVisibleToPartners } }
  }
}`;

const CONTACTS = `query ($first: Int, $after: String, $state: String, $district: String, $skill: ID) {
  laborerContacts(first: $first, after: $after, state: $state, district: $district, skill: $skill) {
    edges { node { mobileNumber state district skills { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe("laborers' opt-in contact for partners", () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    ({ key } = await createPartnerKey(t.prisma, { name: "Test NGO", pointsPerHour: 1_000_000 }));
  });
  afterAll(() => t.close());

  async function asPartner(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult> {
    const response = await t.request("/graphql", {
      method: "POST",
      json: { query, variables },
      headers: { authorization: `Bearer ${key}` },
    });
    return (await response.json()) as GraphQLResult;
  }

  /** A new laborer with a place and skills, opted in or not. */
  async function laborer(
    mobileNumber: string,
    data: { state: string; district: string; optedIn: boolean; skillIds?: number[] },
  ) {
    return t.prisma.user.create({
      data: {
        mobileNumber,
        firstName: "Contact",
        userType: "laborer",
        state: data.state,
        district: data.district,
        phoneVisibleToPartners: data.optedIn,
        skills: { create: (data.skillIds ?? []).map((skillId) => ({ skillId })) },
      },
    });
  }

  it("is off by default; the laborer sees it on their own profile and turns it on and off", async () => {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    expect((await t.graphql(`{ viewer { phoneVisibleToPartners } }`, {}, cookie)).data).toEqual({
      viewer: { phoneVisibleToPartners: false },
    });

    const on = await t.graphql(SET, { visible: true }, cookie);
    expect(on.data!.setPhoneVisibleToPartners).toEqual({
      __typename: "MutationSetPhoneVisibleToPartnersSuccess",
      data: { phoneVisibleToPartners: true },
    });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
    expect(row.phoneVisibleToPartners).toBe(true);

    const off = await t.graphql(SET, { visible: false }, cookie);
    expect(off.data!.setPhoneVisibleToPartners.data).toEqual({ phoneVisibleToPartners: false });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: row.id } })).phoneVisibleToPartners).toBe(false);
  });

  it("is nobody else's business: another user reads null", async () => {
    const laborerRow = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
    const employerCookie = await t.cookieFor(DEMO_ACCOUNTS.employer);
    const result = await t.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { phoneVisibleToPartners } } }`,
      { id: globalIdOf("User", laborerRow.id) },
      employerCookie,
    );
    expect(result.data).toEqual({ node: { phoneVisibleToPartners: null } });
  });

  it("only laborers may turn it on; employers and providers get a clear ForbiddenError, signed out 401", async () => {
    for (const account of [DEMO_ACCOUNTS.employer, DEMO_ACCOUNTS.training_provider]) {
      const cookie = await t.cookieFor(account);
      const result = await t.graphql(SET, { visible: true }, cookie);
      expect(result.data!.setPhoneVisibleToPartners).toEqual({
        __typename: "ForbiddenError",
        message: ACCOUNT_MESSAGES.partnerContactLaborersOnly,
      });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: account } })).phoneVisibleToPartners).toBe(
        false,
      );
      // Turning it off is always allowed.
      expect((await t.graphql(SET, { visible: false }, cookie)).data!.setPhoneVisibleToPartners.__typename).toBe(
        "MutationSetPhoneVisibleToPartnersSuccess",
      );
    }
    const signedOut = await t.graphql(SET, { visible: true });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("leaving the laborer account type turns it off", async () => {
    await t.prisma.user.create({
      data: { mobileNumber: "7000000301", userType: "laborer", phoneVisibleToPartners: true },
    });
    const cookie = await t.cookieFor("7000000301");
    const changed = await t.graphql(`mutation { setUserType(userType: employer) { __typename } }`, {}, cookie);
    expect(changed.data!.setUserType.__typename).toBe("MutationSetUserTypeSuccess");
    expect(
      (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: "7000000301" } })).phoneVisibleToPartners,
    ).toBe(false);
  });

  it("laborerContacts lists only opted-in laborers, filtered by state, district and skill, paged in id order", async () => {
    const [paddy, tractor] = await t.prisma.skill.findMany({ take: 2, orderBy: { id: "asc" } });
    const a = await laborer("7000000311", {
      state: "Kerala",
      district: "Wayanad",
      optedIn: true,
      skillIds: [paddy!.id, tractor!.id],
    });
    const b = await laborer("7000000312", {
      state: "Kerala",
      district: "Idukki",
      optedIn: true,
      skillIds: [tractor!.id],
    });
    await laborer("7000000313", { state: "Kerala", district: "Wayanad", optedIn: false, skillIds: [paddy!.id] });
    // An opted-in flag on a non-laborer (set before the rule, say) never lists them.
    await t.prisma.user.create({
      data: {
        mobileNumber: "7000000314",
        userType: "employer",
        state: "Kerala",
        district: "Wayanad",
        phoneVisibleToPartners: true,
      },
    });

    const kerala = await asPartner(CONTACTS, { state: "Kerala" });
    expect(kerala.errors).toBeUndefined();
    expect(kerala.data!.laborerContacts.edges.map((e: any) => e.node)).toEqual([
      {
        mobileNumber: a.mobileNumber,
        state: "Kerala",
        district: "Wayanad",
        skills: [{ name: paddy!.name }, { name: tractor!.name }],
      },
      { mobileNumber: b.mobileNumber, state: "Kerala", district: "Idukki", skills: [{ name: tractor!.name }] },
    ]);

    const wayanad = await asPartner(CONTACTS, { state: "Kerala", district: "Wayanad" });
    expect(wayanad.data!.laborerContacts.edges.map((e: any) => e.node.mobileNumber)).toEqual([a.mobileNumber]);
    const paddyOnly = await asPartner(CONTACTS, { skill: globalIdOf("Skill", paddy!.id) });
    expect(paddyOnly.data!.laborerContacts.edges.map((e: any) => e.node.mobileNumber)).toEqual([a.mobileNumber]);

    const first = await asPartner(CONTACTS, { state: "Kerala", first: 1 });
    expect(first.data!.laborerContacts.edges.map((e: any) => e.node.mobileNumber)).toEqual([a.mobileNumber]);
    expect(first.data!.laborerContacts.pageInfo.hasNextPage).toBe(true);
    const second = await asPartner(CONTACTS, {
      state: "Kerala",
      first: 1,
      after: first.data!.laborerContacts.pageInfo.endCursor,
    });
    expect(second.data!.laborerContacts.edges.map((e: any) => e.node.mobileNumber)).toEqual([b.mobileNumber]);
    expect(second.data!.laborerContacts.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses a skill id that is not a Skill's, with a 4xx message", async () => {
    const result = await asPartner(CONTACTS, { skill: globalIdOf("Job", 1) });
    expect(result.errors?.[0]?.message).toBe(SKILL_MESSAGES.invalidOne);
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("is for partner keys only: signed-in users and anonymous visitors are refused", async () => {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.employer);
    expect((await t.graphql(CONTACTS, {}, cookie)).errors?.[0]).toMatchObject({
      message: PARTNER_MESSAGES.partnerOnly,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await t.graphql(CONTACTS, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("reads a page and its skills in the same few queries for 1 contact as for 30", async () => {
    const skills = await t.prisma.skill.findMany({ take: 3, orderBy: { id: "asc" } });
    for (let i = 0; i < 30; i++) {
      await laborer(`70000004${String(i).padStart(2, "0")}`, {
        state: "Goa",
        district: "North Goa",
        optedIn: true,
        skillIds: skills.map((s) => s.id),
      });
    }
    const measure = async (first: number) => {
      t.queries.length = 0;
      const result = await asPartner(CONTACTS, { state: "Goa", first });
      expect(result.data!.laborerContacts.edges).toHaveLength(first);
      return t.queries.filter((sql) => !sql.includes('"PartnerKey"')).length;
    };
    const one = await measure(1);
    expect(await measure(30)).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });
});
