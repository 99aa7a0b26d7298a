import { useSession } from "../../session/session.ts";

/** Only laborers enrol in courses: employers and training providers never see Enroll Now. */
export function useViewerCanEnroll(): boolean {
  const role = useSession().viewer?.userType;
  return role !== "employer" && role !== "training_provider";
}
