import { graphql, usePreloadedQuery } from "react-relay";
import type { VerificationScreenQuery } from "../../__generated__/VerificationScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { VerificationFlow } from "./VerificationFlow.tsx";

/** /verification: mobile number, OTP, then address and profile, prefilled from the viewer. */
export default function VerificationScreen() {
  const data = usePreloadedQuery<VerificationScreenQuery>(
    graphql`
      query VerificationScreenQuery {
        viewer {
          id
          ...VerificationFlow_viewer
        }
      }
    `,
    useRouteQuery<VerificationScreenQuery>(),
  );
  // Signed-out visitors never reach this route (the root layout redirects them).
  if (!data.viewer) return null;
  return <VerificationFlow viewer={data.viewer} />;
}
