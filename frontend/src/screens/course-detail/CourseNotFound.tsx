import { Trans } from "@lingui/react/macro";
import { ItemNotFound } from "../../components/ItemNotFound.tsx";

/** /course/:id for an id that names no course (or a draft that is not the viewer's). */
export function CourseNotFound() {
  return (
    <ItemNotFound
      title={<Trans>Course not found</Trans>}
      description={<Trans>This course may have been removed, or the link is wrong.</Trans>}
      back={{ to: "/training", label: <Trans>Back to training</Trans> }}
    />
  );
}
