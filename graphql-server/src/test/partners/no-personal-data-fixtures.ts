// Rows with distinctive personal values for every kind of account and everything people write, so that the
// no-personal-data walk can search every answer for them. Each value is made up and appears nowhere else.
import { startSession } from "../../session/session-store.ts";
import type { Prisma } from "../../db/client.ts";

/** A value that must not reach a partner, and where (by the answer's JSON path) it may appear after all. */
export interface PersonalValue {
  what: string;
  value: string;
  /** A path where a partner may legitimately see it (null: nowhere). */
  allowedAt: ((path: string[]) => boolean) | null;
}

const underLaborerContacts = (path: string[]) => path[0] === "data" && path[1] === "laborerContacts";
/** Job.employerName and Course.providerName are public by design: the name a listing is posted under. */
const asEmployerName = (path: string[]) => path.at(-1) === "employerName";
const asProviderName = (path: string[]) => path.at(-1) === "providerName";

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  block: string;
  cityVillage: string;
  pincode: string;
  fullAddress: string;
  bio: string;
}

const person = (tag: string, mobileNumber: string, pincode: string): Person => ({
  firstName: `Fn${tag}`,
  lastName: `Ln${tag}`,
  email: `mail.${tag.toLowerCase()}@walk-test.example`,
  mobileNumber,
  block: `Blk${tag}`,
  cityVillage: `Vil${tag}`,
  pincode,
  fullAddress: `House 9, Lane${tag}, Vil${tag}`,
  bio: `Bio${tag} about me`,
});

const OPTED_IN = person("Qoptinzy", "6000012345", "561291");
const NOT_OPTED_IN = person("Qhiddenzy", "6000012346", "561292");
const EMPLOYER = person("Qemployzy", "6000012347", "561293");
const PROVIDER = person("Qprovidzy", "6000012348", "561294");
const NO_TYPE = person("Qnotypezy", "6000012349", "561295");

const TEXTS = {
  message: "Msgbody Qgrimblewax said hello",
  reply: "Msgbody Qsnorkelfen replied",
  applicationMessage: "Appnote Qfrobozzle can start Monday",
  ratingComment: "Ratingnote Qwibblestone was late",
  employerRatingComment: "Ratingnote Qmarplebee paid on time",
  feedbackSubject: "Fbsubject Qquibblix",
  feedbackMessage: "Fbmessage Qquibblix my neighbour is ill",
  feedbackEmail: "fb.qquibblix@walk-test.example",
  serviceProviderPhone: "6000012350",
  deviceHint: "Device Qsprocketmoth",
  notificationTitle: "Notetitle Qglimmerfen",
  notificationBody: "Notebody Qglimmerfen applied for your job",
} as const;

function personalValues(): PersonalValue[] {
  const values: PersonalValue[] = [];
  const add = (
    who: string,
    p: Person,
    names: ((path: string[]) => boolean) | null,
    mobile: ((path: string[]) => boolean) | null,
  ) => {
    values.push(
      { what: `${who} first name`, value: p.firstName, allowedAt: names },
      { what: `${who} last name`, value: p.lastName, allowedAt: names },
      { what: `${who} e-mail`, value: p.email, allowedAt: null },
      { what: `${who} mobile number`, value: p.mobileNumber, allowedAt: mobile },
      { what: `${who} block`, value: p.block, allowedAt: null },
      { what: `${who} city/village`, value: p.cityVillage, allowedAt: null },
      { what: `${who} pincode`, value: p.pincode, allowedAt: null },
      { what: `${who} full address`, value: p.fullAddress, allowedAt: null },
      { what: `${who} bio`, value: p.bio, allowedAt: null },
    );
  };
  add("opted-in laborer", OPTED_IN, null, underLaborerContacts);
  add("laborer who did not opt in", NOT_OPTED_IN, null, null);
  add("employer", EMPLOYER, asEmployerName, null);
  add("training provider", PROVIDER, asProviderName, null);
  add("account without a type", NO_TYPE, null, null);
  for (const [what, value] of Object.entries(TEXTS)) values.push({ what, value, allowedAt: null });
  return values;
}

/** The opted-in laborer's number: the one personal value a partner may see (under laborerContacts only). */
export const OPTED_IN_MOBILE = OPTED_IN.mobileNumber;
export const NOT_OPTED_IN_MOBILE = NOT_OPTED_IN.mobileNumber;

/**
 * Adds the people and their writing: a laborer who opted in to partner contact and one who did not (skills,
 * applications with messages, enrolments, ratings, feedback), an employer with a job, a training provider
 * with a course, an account without a type, a conversation with messages, a service provider's phone and
 * sessions for everyone. Returns the personal values and the ids of the rows, by Prisma model name.
 */
export async function addPersonalData(prisma: Prisma) {
  const place = { state: "Karnataka", district: "Mandya", country: "India", isAddressVerified: true };
  const user = (p: Person, userType: "laborer" | "employer" | "training_provider" | null, extra: object = {}) =>
    prisma.user.create({
      data: {
        ...p,
        ...place,
        userType,
        age: 33,
        gender: "female",
        educationLevel: "secondary",
        isMobileVerified: true,
        ...extra,
      },
    });
  const optedIn = await user(OPTED_IN, "laborer", { phoneVisibleToPartners: true, experienceYears: 4 });
  const hidden = await user(NOT_OPTED_IN, "laborer", { experienceYears: 7 });
  const employer = await user(EMPLOYER, "employer", { businessName: null, farmName: "Walk Test Farm" });
  const provider = await user(PROVIDER, "training_provider", { businessName: null });
  const noType = await user(NO_TYPE, null);

  const skills = await prisma.skill.findMany({ take: 2, orderBy: { id: "asc" } });
  const userSkills = await Promise.all(
    [optedIn, hidden].flatMap((laborer) =>
      skills.map((skill) =>
        prisma.userSkill.create({ data: { userId: laborer.id, skillId: skill.id, experience: 40 } }),
      ),
    ),
  );

  const job = await prisma.job.create({
    data: {
      employerId: employer.id,
      title: "Walk test harvest",
      location: "Mandya",
      district: "Mandya",
      state: "Karnataka",
      category: "field_activities",
      dailyRate: 650,
      duration: 4,
      startDate: new Date("2027-01-10"),
      requiredSkills: { create: skills.map((skill) => ({ skillId: skill.id })) },
    },
  });
  const applications = await Promise.all(
    [optedIn, hidden].map((laborer) =>
      prisma.application.create({
        data: {
          jobId: job.id,
          laborerId: laborer.id,
          requestedRate: 650,
          message: TEXTS.applicationMessage,
          status: "accepted",
        },
      }),
    ),
  );
  const ratings = [
    await prisma.rating.create({
      data: {
        applicationId: applications[1]!.id,
        raterId: employer.id,
        rateeId: hidden.id,
        jobTitle: job.title,
        stars: 3,
        comment: TEXTS.ratingComment,
      },
    }),
    await prisma.rating.create({
      data: {
        applicationId: applications[1]!.id,
        raterId: hidden.id,
        rateeId: employer.id,
        jobTitle: job.title,
        stars: 5,
        comment: TEXTS.employerRatingComment,
      },
    }),
  ];

  const course = await prisma.course.create({
    data: {
      providerId: provider.id,
      title: "Walk test pruning course",
      duration: 3,
      state: "Karnataka",
      district: "Mandya",
      cityVillage: "Mandya",
    },
  });
  const enrollments = await Promise.all(
    [optedIn, hidden].map((laborer) =>
      prisma.enrollment.create({ data: { courseId: course.id, laborerId: laborer.id, progress: 30 } }),
    ),
  );

  const conversation = await prisma.conversation.create({
    data: {
      participantAId: hidden.id,
      participantBId: employer.id,
      jobId: job.id,
      messages: {
        create: [
          { senderId: hidden.id, content: TEXTS.message },
          { senderId: employer.id, content: TEXTS.reply },
        ],
      },
    },
  });
  await prisma.feedback.create({
    data: {
      userId: hidden.id,
      category: "suggestion",
      subject: TEXTS.feedbackSubject,
      message: TEXTS.feedbackMessage,
      contactEmail: TEXTS.feedbackEmail,
      allowContact: true,
    },
  });
  const serviceProvider = await prisma.serviceProvider.create({
    data: {
      businessName: "Walk Test Tractors",
      description: "Tractor hire",
      serviceCategory: "transport",
      coverageArea: "Mandya",
      priceRange: "₹900 per day",
      rating: 4.2,
      phoneNumber: TEXTS.serviceProviderPhone,
    },
  });
  for (const account of [optedIn, hidden, employer, provider, noType])
    await startSession(prisma, account.id, TEXTS.deviceHint);
  const notification = await prisma.notification.create({
    data: {
      userId: employer.id,
      event: "application_received",
      title: TEXTS.notificationTitle,
      body: TEXTS.notificationBody,
      link: "/employer-dashboard",
    },
  });

  const ids: Record<string, number[]> = {
    User: [optedIn, hidden, employer, provider, noType].map((row) => row.id),
    UserSkill: userSkills.map((row) => row.id),
    Skill: skills.map((row) => row.id),
    Job: [job.id],
    Application: applications.map((row) => row.id),
    Rating: ratings.map((row) => row.id),
    Course: [course.id],
    Enrollment: enrollments.map((row) => row.id),
    Conversation: [conversation.id],
    ServiceProvider: [serviceProvider.id],
    Notification: [notification.id],
  };
  return { values: personalValues(), ids };
}
