import { DEMO_APPLICATIONS } from "./demo-applications.ts";
import { DEMO_CONVERSATIONS } from "./demo-conversations.ts";
import { DEMO_COURSES, DEMO_ENROLLMENTS } from "./demo-courses.ts";
import { DEMO_EMPLOYERS } from "./demo-employers.ts";
import { DEMO_FEEDBACK } from "./demo-feedback.ts";
import { DEMO_JOBS } from "./demo-jobs.ts";
import { DEMO_LABORERS } from "./demo-laborers.ts";
import { DEMO_SERVICE_PROVIDERS } from "./demo-service-providers.ts";
import { DEMO_TRAINING_PROVIDERS } from "./demo-training-providers.ts";
import { SKILL_CATALOGUE } from "./skills.ts";

/** How many rows of each kind the demo data holds. */
export function demoDataSummary() {
  return {
    skills: SKILL_CATALOGUE.length,
    laborers: DEMO_LABORERS.length,
    laborerSkills: DEMO_LABORERS.reduce((sum, l) => sum + l.skills.length, 0),
    employers: DEMO_EMPLOYERS.length,
    trainingProviders: DEMO_TRAINING_PROVIDERS.length,
    jobs: DEMO_JOBS.length,
    jobSkills: DEMO_JOBS.reduce((sum, j) => sum + j.skills.length, 0),
    applications: DEMO_APPLICATIONS.length,
    courses: DEMO_COURSES.length,
    enrollments: DEMO_ENROLLMENTS.length,
    conversations: DEMO_CONVERSATIONS.length,
    messages: DEMO_CONVERSATIONS.reduce((sum, c) => sum + c.messages.length, 0),
    feedback: DEMO_FEEDBACK.length,
    serviceProviders: DEMO_SERVICE_PROVIDERS.length,
  };
}

export type DemoDataSummary = ReturnType<typeof demoDataSummary>;
