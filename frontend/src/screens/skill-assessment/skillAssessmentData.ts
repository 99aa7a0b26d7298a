import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Test mode: a developer stub with 5 fixed skills; nothing is sent to the server. */
export const TEST_MODE_SKILLS: ReadonlyArray<{ id: string; label: MessageDescriptor }> = [
  { id: "test-ploughing", label: msg`Ploughing` },
  { id: "test-sowing", label: msg`Sowing` },
  { id: "test-harvesting", label: msg`Harvesting` },
  { id: "test-irrigation", label: msg`Irrigation` },
  { id: "test-weeding", label: msg`Weeding` },
];
