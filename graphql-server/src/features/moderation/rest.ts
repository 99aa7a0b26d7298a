// The moderation feature's REST paths: reporting (POST /api/reports, GET /api/reports/mine), blocking
// (POST and DELETE /api/users/:id/block) and, for moderators, the queue and actions (403 for anyone else).
import { graphql } from "../../generated/graphql/index.ts";
import { restRow } from "../../http/rest/rest-row.ts";
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGETS } from "../../rules/moderation.ts";

const MODERATED_TARGETS = ["job", "course", "user", "conversation", "message"] as const;

graphql(`
  fragment RestReport on Report {
    databaseId targetType targetId targetTitle reason details status outcome createdAt resolvedAt
  }
`);

const REPORT = graphql(`
  mutation RestReportContent($targetType: ReportTarget!, $targetId: ID!, $reason: ReportReason!, $details: String) {
    reportContent(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details) {
      __typename
      ...RestError
      ... on MutationReportContentSuccess { data { databaseId status } }
    }
  }
`);

const MY_REPORTS = graphql(`
  query RestMyReports {
    myReports { ...RestReport }
  }
`);

const BLOCK = graphql(`
  mutation RestBlockUser($userId: ID!) {
    blockUser(userId: $userId) {
      __typename
      ...RestError
      ... on MutationBlockUserSuccess { data { databaseId viewerHasBlocked } }
    }
  }
`);

const UNBLOCK = graphql(`
  mutation RestUnblockUser($userId: ID!) {
    unblockUser(userId: $userId) {
      __typename
      ...RestError
      ... on MutationUnblockUserSuccess { data { databaseId viewerHasBlocked } }
    }
  }
`);

const QUEUE = graphql(`
  query RestModerationQueue {
    moderationQueue {
      key source targetType targetId reason details createdAt title text status hiddenReason
      lastMessages { senderName content createdAt }
      person {
        databaseId name accountCreatedAt jobsPosted reportsAgainst rating reviewCount suspendedUntil suspensionReason
      }
    }
  }
`);

const MODERATE = graphql(`
  mutation RestModerate(
    $targetType: ModeratedTarget!
    $targetId: ID!
    $action: ModerationActionKind!
    $reason: String!
    $days: Int
  ) {
    moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason, days: $days) {
      __typename
      ...RestError
      ... on MutationModerateSuccess { data { databaseId targetType targetId action reason days createdAt } }
    }
  }
`);

const withPlainId = <T extends { databaseId: number }>({ databaseId, ...rest }: T) => ({ id: databaseId, ...rest });

const blocked = ({ databaseId, viewerHasBlocked }: { databaseId: number; viewerHasBlocked: boolean }) => ({
  userId: databaseId,
  blocked: viewerHasBlocked,
});

export const MODERATION_ROWS = [
  restRow({
    method: "POST",
    path: "/reports",
    who: "signed in",
    operation: REPORT,
    variables: ({ body }) => ({
      targetType: body.oneOf("targetType", REPORT_TARGETS)!,
      targetId: String(body.int("targetId") ?? ""),
      reason: body.oneOf("reason", REPORT_REASONS)!,
      details: body.text("details"),
    }),
    answer: ({ databaseId, status }) => ({ id: databaseId, status }),
    status: 201,
  }),
  restRow({
    method: "GET",
    path: "/reports/mine",
    who: "signed in",
    operation: MY_REPORTS,
    answer: (reports) => reports.map(withPlainId),
  }),
  restRow({
    method: "POST",
    path: "/users/:id/block",
    who: "signed in",
    operation: BLOCK,
    variables: ({ param }) => ({ userId: param("id") }),
    answer: blocked,
  }),
  restRow({
    method: "DELETE",
    path: "/users/:id/block",
    who: "signed in",
    operation: UNBLOCK,
    variables: ({ param }) => ({ userId: param("id") }),
    answer: blocked,
  }),
  restRow({
    method: "GET",
    path: "/moderation/queue",
    who: "moderators",
    operation: QUEUE,
    answer: (queue) => queue,
  }),
  restRow({
    method: "POST",
    path: "/moderation/actions",
    who: "moderators",
    operation: MODERATE,
    variables: ({ body }) => ({
      targetType: body.oneOf("targetType", MODERATED_TARGETS)!,
      targetId: String(body.int("targetId") ?? ""),
      action: body.oneOf("action", MODERATION_ACTIONS)!,
      reason: body.text("reason") ?? "",
      days: body.int("days"),
    }),
    answer: withPlainId,
    status: 201,
  }),
];
