import { useSession } from "../../session/session.ts";

/**
 * Only laborers apply for jobs: employers and training providers never see Apply Now. (Signed-out visitors
 * cannot reach the job screens; were one to apply, the server's answer sends them to sign in.)
 */
export function useViewerCanApply(): boolean {
  const role = useSession().viewer?.userType;
  return role !== "employer" && role !== "training_provider";
}
