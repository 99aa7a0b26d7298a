import type { ApplicationStatus } from "../../generated/prisma/enums.ts";

/** A laborer's application to a demo job (job by title, laborer by key). One per job and laborer. */
export interface DemoApplication {
  job: string;
  laborer: string;
  requestedRate: number;
  status: ApplicationStatus;
  message?: string;
  appliedDaysAgo: number;
}

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  // Closed jobs: the accepted applications are the laborers' completed jobs.
  { job: "Paddy harvesting for the summer crop", laborer: "ramesh", requestedRate: 700, status: "accepted", appliedDaysAgo: 48 },
  { job: "Paddy harvesting for the summer crop", laborer: "lakshmi", requestedRate: 680, status: "accepted", appliedDaysAgo: 47 },
  { job: "Paddy harvesting for the summer crop", laborer: "yallappa", requestedRate: 700, status: "accepted", appliedDaysAgo: 46 },
  { job: "Paddy harvesting for the summer crop", laborer: "arun", requestedRate: 750, status: "rejected", appliedDaysAgo: 45 },
  { job: "Robusta coffee picking at Sakleshpur", laborer: "naveen", requestedRate: 600, status: "accepted", appliedDaysAgo: 78 },
  { job: "Robusta coffee picking at Sakleshpur", laborer: "ramesh", requestedRate: 580, status: "accepted", appliedDaysAgo: 77 },
  { job: "Robusta coffee picking at Sakleshpur", laborer: "arun", requestedRate: 580, status: "accepted", appliedDaysAgo: 76 },
  { job: "Mango orchard pruning after harvest", laborer: "basavaraj", requestedRate: 750, status: "accepted", appliedDaysAgo: 33 },
  { job: "Mango orchard pruning after harvest", laborer: "venkatesh", requestedRate: 700, status: "accepted", appliedDaysAgo: 32 },
  { job: "Cocoon harvesting and mounting", laborer: "gangamma", requestedRate: 650, status: "accepted", appliedDaysAgo: 19 },
  { job: "Cocoon harvesting and mounting", laborer: "lakshmi", requestedRate: 600, status: "accepted", appliedDaysAgo: 18 },
  { job: "Fish sorting at the landing centre", laborer: "shobha", requestedRate: 750, status: "accepted", appliedDaysAgo: 38 },
  { job: "Fish sorting at the landing centre", laborer: "praveen", requestedRate: 800, status: "rejected", appliedDaysAgo: 37 },
  // Active jobs: pending, some rejected, a few already accepted.
  {
    job: "Paddy transplanting for the kharif season",
    laborer: "ramesh",
    requestedRate: 700,
    status: "pending",
    message: "I have 12 years of transplanting experience and can bring 4 people from K.M. Doddi.",
    appliedDaysAgo: 1.5,
  },
  { job: "Paddy transplanting for the kharif season", laborer: "lakshmi", requestedRate: 650, status: "pending", appliedDaysAgo: 1.2 },
  { job: "Paddy transplanting for the kharif season", laborer: "savitha", requestedRate: 600, status: "pending", appliedDaysAgo: 0.8 },
  { job: "Paddy transplanting for the kharif season", laborer: "arun", requestedRate: 700, status: "rejected", appliedDaysAgo: 1.9 },
  { job: "Sugarcane harvesting crew for factory supply", laborer: "manjunath", requestedRate: 950, status: "accepted", appliedDaysAgo: 4 },
  {
    job: "Sugarcane harvesting crew for factory supply",
    laborer: "ramesh",
    requestedRate: 900,
    status: "pending",
    message: "Available from next week after transplanting.",
    appliedDaysAgo: 3,
  },
  { job: "Tractor driver for land preparation", laborer: "ramesh", requestedRate: 1300, status: "pending", appliedDaysAgo: 2 },
  { job: "Tractor driver for land preparation", laborer: "venkatesh", requestedRate: 1200, status: "pending", appliedDaysAgo: 2.5 },
  { job: "Tractor driver for land preparation", laborer: "manjunath", requestedRate: 1500, status: "rejected", appliedDaysAgo: 2.8 },
  { job: "Dairy farm helper for milking and feeding", laborer: "savitha", requestedRate: 550, status: "pending", appliedDaysAgo: 6 },
  { job: "Drip line installation in sugarcane", laborer: "ramesh", requestedRate: 850, status: "rejected", appliedDaysAgo: 0.9 },
  { job: "Arabica coffee picking season", laborer: "naveen", requestedRate: 650, status: "pending", appliedDaysAgo: 8 },
  { job: "Arabica coffee picking season", laborer: "arun", requestedRate: 600, status: "pending", appliedDaysAgo: 7 },
  { job: "Arecanut harvesting and Bordeaux spraying", laborer: "naveen", requestedRate: 1100, status: "pending", appliedDaysAgo: 1 },
  { job: "Arecanut harvesting and Bordeaux spraying", laborer: "arun", requestedRate: 1000, status: "rejected", appliedDaysAgo: 1.5 },
  { job: "Alphonso mango harvesting", laborer: "basavaraj", requestedRate: 800, status: "pending", appliedDaysAgo: 7 },
  { job: "Alphonso mango harvesting", laborer: "venkatesh", requestedRate: 750, status: "pending", appliedDaysAgo: 6 },
  { job: "Softwood grafting in mango nursery", laborer: "basavaraj", requestedRate: 950, status: "accepted", appliedDaysAgo: 2 },
  { job: "Silkworm rearing assistant", laborer: "gangamma", requestedRate: 550, status: "pending", appliedDaysAgo: 3 },
  { job: "Silkworm rearing assistant", laborer: "lakshmi", requestedRate: 500, status: "pending", appliedDaysAgo: 2 },
  { job: "Coconut tree climber needed", laborer: "praveen", requestedRate: 1500, status: "pending", appliedDaysAgo: 0.1 },
  { job: "Net mending at Malpe harbour", laborer: "shobha", requestedRate: 850, status: "pending", appliedDaysAgo: 0.7 },
  { job: "Sugarcane cutting gang for 60 days", laborer: "manjunath", requestedRate: 1000, status: "pending", appliedDaysAgo: 2 },
  { job: "Goat and sheep herding", laborer: "yallappa", requestedRate: 500, status: "pending", appliedDaysAgo: 15 },
  { job: "Sheep shearing season", laborer: "yallappa", requestedRate: 1100, status: "pending", appliedDaysAgo: 4 },
  { job: "Paddy transplanting in the Tungabhadra command area", laborer: "yallappa", requestedRate: 600, status: "accepted", appliedDaysAgo: 10 },
  { job: "Paddy transplanting in the Tungabhadra command area", laborer: "mahadevi", requestedRate: 620, status: "pending", appliedDaysAgo: 9 },
  { job: "Tur pod borer spraying", laborer: "mahadevi", requestedRate: 600, status: "pending", appliedDaysAgo: 1 },
  { job: "Poultry farm caretaker", laborer: "mahadevi", requestedRate: 550, status: "rejected", appliedDaysAgo: 20 },
  { job: "Poultry farm caretaker", laborer: "savitha", requestedRate: 550, status: "pending", appliedDaysAgo: 18 },
];
