// The session query, written here for relay-compiler. session.ts sends its persisted key from the generated
// artifact (a plain object), so the landing page, which reads the session, loads no Relay code.
import { graphql } from "relay-runtime";

export default graphql`
  query SessionQuery {
    viewer {
      id
      userType
      isModerator
      suspendedUntil
      suspensionReason
      warningReason
      warnedAt
    }
  }
`;
