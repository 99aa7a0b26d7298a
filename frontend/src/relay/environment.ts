import { Environment, type FetchFunction, Network, Observable, RecordSource, Store } from "relay-runtime";
import { isSignedOutReply, postGraphQL } from "./graphql-http.ts";
import { takePrefetched } from "./prefetch.ts";
import { takeServerRecords } from "../rendered/page-data.ts";
import { handleSignedOut } from "./signed-out.ts";

/** A non-success reply becomes an error whose message is 'status: body'. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

/** Takes over a request a route loader already sent, or sends a new one. No retries. */
const fetchGraphQL: FetchFunction = (params, variables) =>
  Observable.create((sink) => {
    const controller = new AbortController();
    const reply = takePrefetched(params.name, variables) ?? postGraphQL(params, variables, controller.signal);
    reply
      .then((r) => {
        if (isSignedOutReply(r)) {
          handleSignedOut();
          throw new HttpError(401, "Unauthorized");
        }
        if (!r.body || (r.status >= 400 && !r.body.data)) throw new HttpError(r.status, r.text || r.statusText);
        sink.next(r.body as never);
        sink.complete();
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") sink.error(error as Error);
      });
    return () => controller.abort();
  });

/**
 * The Relay environment. Data is never considered stale: no refetch on focus, no polling. The first one starts
 * with the records of the server-rendered page, if the page was one.
 */
export function createEnvironment(): Environment {
  const records = takeServerRecords() as ConstructorParameters<typeof RecordSource>[0];
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource(records)) });
}

export const environment = createEnvironment();
