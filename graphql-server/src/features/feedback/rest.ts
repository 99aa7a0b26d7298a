// The feedback feature's REST path: POST /api/feedback/submit, signed in or out; 201 `{message: "Feedback Sent!", id}`.
import { graphql } from "../../generated/graphql/index.ts";
import { FeedbackCategory } from "../../generated/prisma/enums.ts";
import { restRow } from "../../http/rest/rest-row.ts";

const SUBMIT = graphql(`
  mutation RestSubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      __typename
      ...RestError
      ... on MutationSubmitFeedbackSuccess { data { message databaseId } }
    }
  }
`);

const CATEGORIES = Object.values(FeedbackCategory);

export const FEEDBACK_ROWS = [
  restRow({
    method: "POST",
    path: "/feedback/submit",
    who: "anyone",
    operation: SUBMIT,
    variables: ({ body }) => ({
      input: {
        category: body.oneOf("category", CATEGORIES),
        subject: body.text("subject"),
        message: body.text("message"),
        rating: body.int("rating"),
        contactEmail: body.text("contactEmail"),
        allowContact: body.bool("allowContact"),
      },
    }),
    answer: ({ message, databaseId }) => ({ message, id: databaseId }),
    status: 201,
  }),
];
