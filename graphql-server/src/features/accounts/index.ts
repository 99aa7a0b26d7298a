// The accounts feature's public module: the User type, and the REST shape of a user.
export { UserNode } from "./user.ts";
export { REST_USER, toRestUser } from "./rest-user-shape.ts";
