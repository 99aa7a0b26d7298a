import { builder } from "../../graphql/builder.ts";
import { ApplicationStatus } from "../../generated/prisma/enums.ts";

export const ApplicationStatusEnum = builder.enumType(ApplicationStatus, {
  name: "ApplicationStatus",
  description: "Where an application stands: pending until the employer accepts or rejects (declines) it.",
});
