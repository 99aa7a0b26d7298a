// The applications feature's public module: the REST shape of an application, and Apply Now as a plain form.
export { REST_APPLICATION, toRestApplication } from "./rest-application-shape.ts";
export { applyByForm } from "./apply-form.ts";
