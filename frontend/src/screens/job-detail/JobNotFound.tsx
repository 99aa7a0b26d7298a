import { Trans } from "@lingui/react/macro";
import { ItemNotFound } from "../../components/ItemNotFound.tsx";

/** /job/:id for an id that names no job. */
export function JobNotFound() {
  return (
    <ItemNotFound
      title={<Trans>Job not found</Trans>}
      description={<Trans>This job may have been removed, or the link is wrong.</Trans>}
      back={{ to: "/jobs", label: <Trans>Back to jobs</Trans> }}
    />
  );
}
