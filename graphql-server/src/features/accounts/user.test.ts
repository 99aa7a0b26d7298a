import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { PROFILE_MESSAGES as M } from "../../rules/profile.ts";

const UPDATE = `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on ValidationError { message fieldErrors { field message } }
      ... on MutationUpdateProfileSuccess {
        data {
          databaseId firstName lastName country state district block cityVillage pincode fullAddress
          educationLevel gender age isAddressVerified isMobileVerified mobileNumber
        }
      }
    }
  }
`;

const FULL_FORM = {
  firstName: "  Lakshmi ",
  lastName: "Gowda",
  country: "india",
  state: "Karnataka",
  district: "Mandya",
  block: "Maddur",
  cityVillage: "Kestur",
  pincode: "571428",
  fullAddress: "House 12, Temple Street, Kestur",
  educationLevel: "secondary",
  gender: "female",
  age: 34,
};

describe("viewer and profile (GraphQL)", () => {
  let t: TestApp;
  let seq = 0;
  /** A new account with the given fields and a session cookie for it. */
  async function newUser(data: Record<string, unknown> = {}) {
    seq += 1;
    const mobileNumber = `70000001${String(seq).padStart(2, "0")}`;
    const user = await t.prisma.user.create({ data: { mobileNumber, userType: "laborer", ...data } });
    return { user, cookie: await t.cookieFor(mobileNumber) };
  }
  const update = (input: Record<string, unknown>, cookie?: string) => t.graphql(UPDATE, { input }, cookie);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("saves the whole verification form, trimmed, with country India and isAddressVerified computed", async () => {
    const { user, cookie } = await newUser();
    const res = await update(FULL_FORM, cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.__typename).toBe("MutationUpdateProfileSuccess");
    expect(res.data!.updateProfile.data).toMatchObject({
      databaseId: user.id,
      firstName: "Lakshmi",
      country: "India",
      pincode: "571428",
      fullAddress: FULL_FORM.fullAddress,
      educationLevel: "secondary",
      gender: "female",
      age: 34,
      isAddressVerified: true,
      isMobileVerified: false,
    });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ firstName: "Lakshmi", state: "Karnataka", block: "Maddur", isAddressVerified: true });
  });

  it("updates only the name (first sign-in) and leaves everything else alone", async () => {
    const { user, cookie } = await newUser({ state: "Karnataka", age: 40 });
    const res = await update({ firstName: "Ravi", lastName: "Kumar" }, cookie);
    expect(res.data!.updateProfile.data).toMatchObject({
      firstName: "Ravi",
      lastName: "Kumar",
      state: "Karnataka",
      age: 40,
    });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      firstName: "Ravi",
      lastName: "Kumar",
      state: "Karnataka",
      age: 40,
      isAddressVerified: false,
    });
  });

  it("computes isAddressVerified from the stored row: it turns true when the last address field arrives", async () => {
    const { user, cookie } = await newUser({ state: "Karnataka", district: "Mysuru", cityVillage: "Hunsur" });
    const partial = await update({ block: "Hunsur" }, cookie);
    expect(partial.data!.updateProfile.data.isAddressVerified).toBe(false);
    const complete = await update({ pincode: "571105" }, cookie);
    expect(complete.data!.updateProfile.data.isAddressVerified).toBe(true);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isAddressVerified).toBe(true);
  });

  it("lets optional fields be cleared (fullAddress, educationLevel, age, lastName) and blank fullAddress means none", async () => {
    const { user, cookie } = await newUser({
      fullAddress: "Old address line 1",
      educationLevel: "primary",
      age: 30,
      lastName: "X",
    });
    const res = await update({ fullAddress: "  ", educationLevel: null, age: null, lastName: "" }, cookie);
    expect(res.data!.updateProfile.__typename).toBe("MutationUpdateProfileSuccess");
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ fullAddress: null, educationLevel: null, age: null, lastName: null });
  });

  it("saves an employer's business and farm names, trimmed, and clears them when blank", async () => {
    const { user, cookie } = await newUser({ userType: "employer" });
    const saved = await update({ businessName: "  Gowda Agro  ", farmName: "Green Acres" }, cookie);
    expect(saved.data!.updateProfile.__typename).toBe("MutationUpdateProfileSuccess");
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      businessName: "Gowda Agro",
      farmName: "Green Acres",
    });
    await update({ farmName: " " }, cookie);
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      businessName: "Gowda Agro",
      farmName: null,
    });
  });

  it("refuses business and farm names over 100 characters", async () => {
    const { cookie } = await newUser({ userType: "employer" });
    const res = await update({ businessName: "b".repeat(101), farmName: "f".repeat(101) }, cookie);
    expect(res.data!.updateProfile).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [
        { field: "businessName", message: M.businessNameLength },
        { field: "farmName", message: M.farmNameLength },
      ],
    });
  });

  it("saves a training provider's description (bio), trimmed, clears it when blank and refuses over 500 characters", async () => {
    const { user, cookie } = await newUser({ userType: "training_provider" });
    const bio = "Krishi Vigyan Kendra: short courses in sericulture and dairy.";
    const saved = await update({ bio: `  ${bio}  ` }, cookie);
    expect(saved.data!.updateProfile.__typename).toBe("MutationUpdateProfileSuccess");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe(bio);

    const long = await update({ bio: "b".repeat(501) }, cookie);
    expect(long.data!.updateProfile).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "bio", message: M.bioLength }],
    });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe(bio);

    await update({ bio: " " }, cookie);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBeNull();
  });

  it("an empty input changes nothing but still answers with the user", async () => {
    const { user, cookie } = await newUser({ firstName: "Same", state: "Goa" });
    const res = await update({}, cookie);
    expect(res.data!.updateProfile.data).toMatchObject({
      databaseId: user.id,
      firstName: "Same",
      state: "Goa",
      isAddressVerified: false,
    });
  });

  it("accepts the age limits 16 and 80", async () => {
    const { cookie } = await newUser();
    expect((await update({ age: 16 }, cookie)).data!.updateProfile.data.age).toBe(16);
    expect((await update({ age: 80 }, cookie)).data!.updateProfile.data.age).toBe(80);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["blank state", { state: " " }, "state", M.state],
    ["null state", { state: null }, "state", M.state],
    ["blank district", { district: "" }, "district", M.district],
    ["blank block", { block: "" }, "block", M.block],
    ["blank city/village", { cityVillage: "" }, "cityVillage", M.cityVillage],
    ["5-digit pincode", { pincode: "57142" }, "pincode", M.pincode],
    ["pincode with a letter", { pincode: "57142a" }, "pincode", M.pincode],
    ["null pincode", { pincode: null }, "pincode", M.pincode],
    ["short full address", { fullAddress: "Kestur" }, "fullAddress", M.fullAddress],
    ["null gender", { gender: null }, "gender", M.gender],
    ["age 15", { age: 15 }, "age", M.ageMin],
    ["age 81", { age: 81 }, "age", M.ageMax],
    ["blank country", { country: "" }, "country", M.country],
    ["another country", { country: "Nepal" }, "country", M.countryIndia],
    ["blank first name", { firstName: "  " }, "firstName", M.firstName],
  ];
  it.each(invalid)(
    "rejects %s with its validation message and changes nothing",
    async (_case, input, field, message) => {
      const { user, cookie } = await newUser({ firstName: "Before" });
      const before = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      const res = await update({ ...FULL_FORM, ...input }, cookie);
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateProfile).toEqual({
        __typename: "ValidationError",
        message,
        fieldErrors: [{ field, message }],
      });
      expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
    },
  );

  it("reports every bad field at once", async () => {
    const { cookie } = await newUser();
    const res = await update({ state: "", pincode: "1", age: 12 }, cookie);
    const fields = Object.fromEntries(
      res.data!.updateProfile.fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toEqual({ state: M.state, pincode: M.pincode, age: M.ageMin });
  });

  it("has no way to set isMobileVerified or isAddressVerified", async () => {
    const { cookie } = await newUser();
    const res = await update({ isMobileVerified: true }, cookie);
    expect(res.errors?.[0]?.message).toMatch(/isMobileVerified/);
    const alsoAddress = await update({ isAddressVerified: true }, cookie);
    expect(alsoAddress.errors?.[0]?.message).toMatch(/isAddressVerified/);
  });

  it("answers a request that selects only __typename (no data selection) without failing", async () => {
    const { user, cookie } = await newUser();
    const res = await t.graphql(
      `mutation { updateProfile(input: { firstName: "Only", age: null }) { __typename } }`,
      {},
      cookie,
    );
    expect(res).toEqual({ data: { updateProfile: { __typename: "MutationUpdateProfileSuccess" } } });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Only");
  });

  it("needs a signed-in user", async () => {
    const res = await update({ firstName: "X" });
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(res.data?.updateProfile ?? null).toBeNull();
  });

  describe("setUserType", () => {
    const SET = `mutation ($userType: UserType!) {
      setUserType(userType: $userType) { ... on MutationSetUserTypeSuccess { data { databaseId userType } } }
    }`;

    it("sets each of the three roles and can change it later", async () => {
      const { user, cookie } = await newUser({ userType: null });
      for (const userType of ["employer", "training_provider", "laborer"]) {
        const res = await t.graphql(SET, { userType }, cookie);
        expect(res.data!.setUserType.data).toEqual({ databaseId: user.id, userType });
        expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userType).toBe(userType);
      }
    });

    it("refuses anything else, and signed-out callers", async () => {
      const { user, cookie } = await newUser({ userType: "employer" });
      const bad = await t.graphql(SET, { userType: "admin" }, cookie);
      expect(bad.errors?.[0]?.message).toMatch(/UserType/);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userType).toBe("employer");
      const signedOut = await t.graphql(SET, { userType: "laborer" });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("who sees what", () => {
    const NODE = `
      query ($id: ID!) {
        node(id: $id) { ... on User { databaseId firstName mobileNumber email fullAddress skills { skill { name } } } }
      }
    `;
    const ID_OF = `query { viewer { id } }`;

    it("shows no profile at all signed out, phone and e-mail to signed-in viewers, fullAddress only to the user", async () => {
      const laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
      await t.prisma.user.update({
        where: { id: laborer.id },
        data: { fullAddress: "Survey 45, Near the tank, Kestur" },
      });
      const laborerCookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
      const id = (await t.graphql(ID_OF, {}, laborerCookie)).data!.viewer.id;

      const signedOut = await t.graphql(NODE, { id });
      expect(signedOut.data!.node).toBeNull();
      expect(signedOut.errors?.map((e) => e.extensions?.code)).toEqual(["UNAUTHENTICATED"]);
      // Nor a skill of theirs.
      const skill = await t.prisma.userSkill.findFirstOrThrow({ where: { userId: laborer.id } });
      const skillNode = await t.graphql(`query ($id: ID!) { node(id: $id) { id ... on UserSkill { experience } } }`, {
        id: globalIdOf("UserSkill", skill.id),
      });
      expect(skillNode.data!.node).toBeNull();
      expect(JSON.stringify(skillNode)).not.toContain(`${String(skill.experience)}}`);

      const other = await t.graphql(NODE, { id }, await t.cookieFor(DEMO_ACCOUNTS.employer));
      expect(other.errors).toBeUndefined();
      expect(other.data!.node).toMatchObject({ mobileNumber: laborer.mobileNumber, fullAddress: null });

      const self = await t.graphql(NODE, { id }, laborerCookie);
      expect(self.data!.node.fullAddress).toBe("Survey 45, Near the tank, Kestur");
    });

    it("lists a user's skills with the catalogue skill", async () => {
      const laborer = await t.prisma.user.findUniqueOrThrow({
        where: { mobileNumber: DEMO_ACCOUNTS.laborer },
        include: { skills: { include: { skill: true }, orderBy: { id: "asc" } } },
      });
      const res = await t.graphql(
        `query { viewer { skills { skill { name } } } }`,
        {},
        await t.cookieFor(DEMO_ACCOUNTS.laborer),
      );
      expect(res.data!.viewer.skills.map((s: { skill: { name: string } }) => s.skill.name)).toEqual(
        laborer.skills.map((s) => s.skill.name),
      );
      expect(laborer.skills.length).toBeGreaterThan(0);
    });

    it("viewer is null when signed out", async () => {
      const res = await t.graphql(`query { viewer { databaseId } }`);
      expect(res).toEqual({ data: { viewer: null } });
    });
  });
});
