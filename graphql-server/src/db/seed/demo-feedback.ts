import type { FeedbackCategory } from "../../generated/prisma/enums.ts";

/** Feedback form submissions; `user` is a demo person's key, or absent for an anonymous one. */
export interface DemoFeedback {
  user?: string;
  category: FeedbackCategory;
  subject: string;
  message: string;
  rating?: number;
  contactEmail?: string;
  allowContact: boolean;
  sentDaysAgo: number;
}

export const DEMO_FEEDBACK: readonly DemoFeedback[] = [
  {
    user: "ramesh",
    category: "feature_request",
    subject: "Show jobs near my village first",
    message: "Please sort jobs by distance from my village. Most of us cannot travel more than 30 km every day.",
    rating: 4,
    allowContact: true,
    sentDaysAgo: 9,
  },
  {
    user: "suresh",
    category: "general_feedback",
    subject: "Found a full transplanting team in two days",
    message: "Posting the job in Kannada and getting calls the same day saved me a lot of running around.",
    rating: 5,
    contactEmail: "suresh.gowda@example.com",
    allowContact: true,
    sentDaysAgo: 20,
  },
  {
    user: "anitha",
    category: "suggestion",
    subject: "Let trainees download certificates",
    message: "Trainees who complete a KVK course should be able to show the certificate on their profile.",
    rating: 4,
    contactEmail: "kvk.mandya@example.com",
    allowContact: true,
    sentDaysAgo: 14,
  },
  {
    user: "savitha",
    category: "user_experience",
    subject: "Address form is long on a small phone",
    message: "The block list is hard to scroll on my phone. A search box would help.",
    rating: 3,
    allowContact: false,
    sentDaysAgo: 5,
  },
  {
    category: "bug_report",
    subject: "OTP came late",
    message: "The OTP SMS reached me after two minutes, by then the screen said it had expired.",
    rating: 2,
    contactEmail: "farmer.helpdesk@example.com",
    allowContact: true,
    sentDaysAgo: 2,
  },
];
