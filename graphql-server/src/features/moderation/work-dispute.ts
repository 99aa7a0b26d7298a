// A laborer's dispute of a day her employer marked goes to the moderators as a report about that employer (unpaid
// wages), with the work record written into its details. A second dispute while that report is open adds to it.
import type { Prisma } from "../../generated/prisma/client.ts";

export interface WorkDispute {
  laborerId: number;
  employerId: number;
  /** What the moderators read: the day, the note and the record as it stood. */
  details: string;
}

/** Files the dispute in `tx`: a new open report, or the details added to the one already open. */
export async function reportWorkDispute(tx: Prisma.TransactionClient, dispute: WorkDispute): Promise<void> {
  const where = {
    reporterId: dispute.laborerId,
    targetType: "user",
    targetId: dispute.employerId,
    status: "open",
  } as const;
  const open = await tx.report.findFirst({ where, select: { id: true, details: true } });
  if (open) {
    await tx.report.update({ where: { id: open.id }, data: { details: `${open.details}\n\n${dispute.details}` } });
    return;
  }
  await tx.report.create({ data: { ...where, reason: "unpaid_wages", details: dispute.details } });
}
