import { Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { TrainingProvidersDirectoryScreenQuery } from "../../__generated__/TrainingProvidersDirectoryScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { DirectoryFilters } from "./DirectoryFilters.tsx";
import { DirectoryFrame } from "../../features/directories/index.ts";
import { ProvidersList } from "./ProvidersList.tsx";

const trainingProvidersDirectoryQuery = graphql`
  query TrainingProvidersDirectoryScreenQuery($search: String, $location: String) {
    ...ProvidersList_query @arguments(search: $search, location: $location)
  }
`;

/** The training-provider directory (/training-providers): search by name or organisation, place filter, provider cards and 'Load more'. */
export default function TrainingProvidersDirectoryScreen() {
  return (
    <DirectoryFrame
      title={<Trans>Training Providers</Trans>}
      failedMessage={<Trans>Failed to fetch training providers</Trans>}
    >
      <TrainingProvidersResults />
    </DirectoryFrame>
  );
}

function TrainingProvidersResults() {
  const { t } = useLingui();
  const data = usePreloadedQuery<TrainingProvidersDirectoryScreenQuery>(
    trainingProvidersDirectoryQuery,
    useRouteQuery<TrainingProvidersDirectoryScreenQuery>(),
  );
  return (
    <Stack gap="4">
      <DirectoryFilters searchLabel={t`Search training providers`} placeholder={t`Name or organisation`} />
      <ProvidersList query={data} />
    </Stack>
  );
}
