import type { MessageType } from "../../generated/prisma/enums.ts";

export interface DemoMessage {
  /** Who wrote it: the laborer or the other participant. */
  from: "laborer" | "other";
  type: MessageType;
  content: string;
  hoursAgo: number;
  /** False leaves the message unread by its recipient. */
  read: boolean;
}

/** A conversation between a laborer and an employer or training provider (all by key). */
export interface DemoConversation {
  laborer: string;
  other: string;
  /** Title of the demo job it is about, if any. */
  job?: string;
  /** Oldest first. */
  messages: DemoMessage[];
}

export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    laborer: "ramesh",
    other: "suresh",
    job: "Paddy transplanting for the kharif season",
    messages: [
      {
        from: "other",
        type: "job_offer",
        content:
          "Namaskara Ramesh, we need 15 people for paddy transplanting at Maddur from next week. ₹650 a day with lunch. Interested?",
        hoursAgo: 50,
        read: true,
      },
      {
        from: "laborer",
        type: "rate_negotiation",
        content: "I can bring 4 people from K.M. Doddi. Can you make it ₹700 a day? We are all experienced.",
        hoursAgo: 48,
        read: true,
      },
      {
        from: "other",
        type: "rate_negotiation",
        content: "₹680 a day and I will send the tractor-trolley to pick you up. That is my final offer.",
        hoursAgo: 26,
        read: false,
      },
      {
        from: "other",
        type: "text",
        content: "Please confirm by tomorrow evening so I can plan the nursery.",
        hoursAgo: 3,
        read: false,
      },
    ],
  },
  {
    laborer: "ramesh",
    other: "anitha",
    messages: [
      {
        from: "other",
        type: "training_notification",
        content: "New batch of SRI paddy training starts on Monday at KVK Mandya, V.C. Farm. Free, with certificate.",
        hoursAgo: 96,
        read: true,
      },
      {
        from: "laborer",
        type: "text",
        content: "Thank you madam, I have registered. Can two people from my village also join?",
        hoursAgo: 94,
        read: true,
      },
      {
        from: "other",
        type: "training_notification",
        content: "Yes, ask them to register on the app. Bring your Aadhaar card on the first day.",
        hoursAgo: 30,
        read: false,
      },
    ],
  },
  {
    laborer: "ramesh",
    other: "mallikarjun",
    job: "Sugarcane cutting gang for 60 days",
    messages: [
      {
        from: "other",
        type: "job_offer",
        content: "Ramesh, I saw your profile. Cane cutting at Athani for 60 days, ₹950 a day with huts and food.",
        hoursAgo: 60,
        read: true,
      },
      {
        from: "laborer",
        type: "text",
        content: "Sorry sir, I am busy with transplanting until next month. I will message you after that.",
        hoursAgo: 58,
        read: true,
      },
    ],
  },
  {
    laborer: "ramesh",
    other: "prakash",
    job: "Robusta coffee picking at Sakleshpur",
    messages: [
      {
        from: "laborer",
        type: "text",
        content: "Sir, we finished the picking at the lower estate. Please check the last weighment.",
        hoursAgo: 700,
        read: true,
      },
      {
        from: "other",
        type: "text",
        content: "Good work this season, Ramesh. I have given you five stars. Come again next year.",
        hoursAgo: 690,
        read: true,
      },
    ],
  },
  {
    laborer: "lakshmi",
    other: "nagaraj",
    job: "Silkworm rearing assistant",
    messages: [
      {
        from: "other",
        type: "job_offer",
        content: "Lakshmi, I have 300 DFLs coming on Friday. Can you handle the late-age feeding?",
        hoursAgo: 40,
        read: true,
      },
      {
        from: "laborer",
        type: "rate_negotiation",
        content: "Yes. For two feeds a day I need ₹550, sir.",
        hoursAgo: 38,
        read: true,
      },
      { from: "other", type: "rate_negotiation", content: "₹520 with lunch. Is that fine?", hoursAgo: 20, read: false },
    ],
  },
  {
    laborer: "manjunath",
    other: "suresh",
    job: "Sugarcane harvesting crew for factory supply",
    messages: [
      {
        from: "laborer",
        type: "rate_negotiation",
        content: "Sir, my gang of 8 can start on Monday at ₹1,000 per person.",
        hoursAgo: 100,
        read: true,
      },
      {
        from: "other",
        type: "rate_negotiation",
        content: "I can pay ₹950 with stay and food. Knives are ours.",
        hoursAgo: 98,
        read: true,
      },
      { from: "laborer", type: "text", content: "Okay sir, we will come on Monday morning.", hoursAgo: 97, read: true },
    ],
  },
  {
    laborer: "shobha",
    other: "sharada",
    job: "Net mending at Malpe harbour",
    messages: [
      {
        from: "other",
        type: "job_offer",
        content: "Shobha, two boats came back with torn nets. Can you start today at Malpe?",
        hoursAgo: 18,
        read: true,
      },
      {
        from: "laborer",
        type: "text",
        content: "Yes madam, I will reach the harbour by 9.",
        hoursAgo: 17,
        read: false,
      },
    ],
  },
  {
    laborer: "gangamma",
    other: "mohan",
    messages: [
      {
        from: "other",
        type: "training_notification",
        content: "Chawki rearing refresher at Ramanagara next week. Free for registered rearers, with certificate.",
        hoursAgo: 120,
        read: true,
      },
      {
        from: "laborer",
        type: "text",
        content: "I will come. Please keep a seat for my daughter also.",
        hoursAgo: 110,
        read: true,
      },
    ],
  },
  {
    laborer: "naveen",
    other: "prakash",
    job: "Arabica coffee picking season",
    messages: [
      {
        from: "laborer",
        type: "rate_negotiation",
        content: "Sir, last season the rate was ₹600. This time can it be ₹650 for experienced pickers?",
        hoursAgo: 12,
        read: false,
      },
    ],
  },
];
