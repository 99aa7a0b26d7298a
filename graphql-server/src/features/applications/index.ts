// The applications feature's public module: the REST shape of an application.
export { REST_APPLICATION, toRestApplication } from "./rest-application-shape.ts";
