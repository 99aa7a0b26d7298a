// The REST shim as a table. Each feature declares its documented /api paths as rows: the method and path,
// who may call it (as the API reference says; the schema decides), the typed GraphQL operation it runs,
// how the request becomes the operation's variables, and how the answer becomes the documented shape.
// One handler (rest-routes.ts) serves every row.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { Message } from "../../i18n/translate.ts";
import type { RestInput } from "./input.ts";
import type { Unwrapped } from "./respond.ts";

export type RestMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** What a row reads of its request. */
export interface RestRequest {
  /** A path parameter (`:id`). */
  param(name: string): string;
  /** A query parameter, or undefined when absent. */
  query(name: string): string | undefined;
  /**
   * The JSON body's values, read by type. A value of the wrong type is collected as a field error, and the
   * request is answered 400 before the operation runs. A malformed body is a 400 as soon as it is read.
   */
  body: RestInput;
  /** A message in the request's language. */
  message(message: Message): string;
}

/** A reply other than the answer as JSON: a redirect, or 401 for an answer that needs a signed-in viewer. */
export class RestReply {
  private constructor(
    readonly kind: "redirect" | "unauthorized",
    readonly location = "",
  ) {}

  static redirect(location: string): RestReply {
    return new RestReply("redirect", location);
  }

  static readonly unauthorized = new RestReply("unauthorized");
}

/** The value of an operation's one root field, with typed errors taken out and a success wrapper unwrapped. */
export type RootValue<R> = Unwrapped<R[keyof R]>;

// biome-ignore lint/suspicious/noExplicitAny: a table holds rows of different operations; restRow() types each one
export interface RestRow<R = any, V = any> {
  method: RestMethod;
  /** The path under /api, with `:name` parameters; more than one when the reference documents aliases. */
  path: string | readonly string[];
  /** Who may call it, as the API reference's table says (the schema's authorization decides). */
  who: string;
  /** The operation it runs in-process; none for a path that only redirects. */
  operation?: TypedDocumentNode<R, V>;
  /** The operation's variables from the request; throw `refuse(...)` for a 400 naming the fields. */
  variables?: (request: RestRequest) => V;
  /** The documented answer from the operation's root field. */
  answer: (value: RootValue<R>, request: RestRequest) => unknown;
  /** The status of a successful answer (default 200). */
  status?: 200 | 201;
  /** Redirect rows answer even when the operation refused (signing out signed out still goes home). */
  answerOnRefusal?: boolean;
  /**
   * A GET that changes something (signing out by a link): its operation runs only for a request from the site's
   * own pages (http/request-origin.ts isSameOriginRequest). From anywhere else the row answers without running
   * it, as if refused, so another site's link or image cannot make the change.
   */
  sameOriginOnly?: boolean;
  /** Field errors of the operation's arguments renamed to the body's fields (`skillIds` → `skillId`). */
  errorFields?: Readonly<Record<string, string>>;
}

/** A row, typed by its operation (rows of one table have different operations). */
export const restRow = <R, V>(row: RestRow<R, V>): RestRow => row;
