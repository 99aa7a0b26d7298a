import { useSession } from "../../session/session.ts";

/**
 * Only laborers apply for jobs: employers and training providers never see Apply Now. (Signed out, only a job's own
 * screen opens, where Apply Now is a link through sign-in; were a signed-out visitor to apply elsewhere, the
 * server's answer sends them to sign in.)
 */
export function useViewerCanApply(): boolean {
  const role = useSession().viewer?.userType;
  return role !== "employer" && role !== "training_provider";
}
