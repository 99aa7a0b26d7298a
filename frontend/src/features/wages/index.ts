// The work and wages feature's public surface: other features and screens import it from here only.
export { WorkRecord } from "./WorkRecord.tsx";
export { PaymentRecordBadge, type PaymentRecord } from "./PaymentRecordBadge.tsx";
