import type { WorkRecord_application$data } from "../../__generated__/WorkRecord_application.graphql.ts";

/** A work record as WorkRecord's fragment reads it; its parts take the pieces they show. */
export type WorkRecordData = NonNullable<WorkRecord_application$data["workRecord"]>;
export type WorkDayData = WorkRecordData["days"][number];
export type WagePaymentData = WorkRecordData["payments"][number];
export type WageExtraData = WorkRecordData["extras"][number];
