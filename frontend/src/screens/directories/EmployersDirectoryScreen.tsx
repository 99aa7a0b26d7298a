import { Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { EmployersDirectoryScreenQuery } from "../../__generated__/EmployersDirectoryScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { DirectoryFilters } from "./DirectoryFilters.tsx";
import { DirectoryFrame } from "../../features/directories/index.ts";
import { EmployersList } from "./EmployersList.tsx";

const employersDirectoryQuery = graphql`
  query EmployersDirectoryScreenQuery($search: String, $location: String) {
    ...EmployersList_query @arguments(search: $search, location: $location)
  }
`;

/** The employer directory (/employers): search by name or business, place filter, employer cards and 'Load more'. */
export default function EmployersDirectoryScreen() {
  return (
    <DirectoryFrame title={<Trans>Employers</Trans>} failedMessage={<Trans>Failed to fetch employers</Trans>}>
      <EmployersResults />
    </DirectoryFrame>
  );
}

function EmployersResults() {
  const { t } = useLingui();
  const data = usePreloadedQuery<EmployersDirectoryScreenQuery>(
    employersDirectoryQuery,
    useRouteQuery<EmployersDirectoryScreenQuery>(),
  );
  return (
    <Stack gap="4">
      <DirectoryFilters searchLabel={t`Search employers`} placeholder={t`Name or business`} />
      <EmployersList query={data} />
    </Stack>
  );
}
