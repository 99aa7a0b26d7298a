// Reports, blocks and moderation in the app: the Report dialog, Block/Unblock, the suspended or warned person's banner, the
// moderators' link to the queue, and My reports.
export { ReportDialog } from "./ReportDialog.tsx";
export { BlockButton } from "./BlockButton.tsx";
export { ReportAndBlock } from "./ReportAndBlock.tsx";
export { SuspensionBanner } from "./SuspensionBanner.tsx";
export { WarningBanner } from "./WarningBanner.tsx";
export { ModerationIconLink, ModerationMenuItem } from "./ModerationLinks.tsx";
export { MyReports } from "./MyReports.tsx";
export { HiddenByModeratorNotice } from "./HiddenByModeratorNotice.tsx";
export { reasonLabel, statusLabel } from "./reportLabels.ts";
