// The response cache for signed-out public reads (job search, a job, skills, place search): the same query with the
// same variables in the same language is answered from memory for a few seconds, without running it again. It is
// for requests with no session cookie and no API key only, so nothing personal is ever in it.
//
// It is correct across writes and processes:
// - each cache key carries a generation, and a write moves the generation on: an answer computed before the write
//   is never served after it (an answer still being computed when the write lands is stored under the old key);
// - a GraphQL mutation in this process moves it at once, before its answer goes out, unless it is one of the
//   frequent ones that write no job (MUTATIONS_WRITING_NO_JOB: applying, messages, sign-in...);
// - a job written anywhere (another server process, a worker, a moderator's tool) moves it when the database
//   announces the change: triggers on Job send `NOTIFY public_reads` in the writing transaction, delivered at its
//   commit (migration 20261129040000_public_reads_notify), and every process listens;
// - while a process is not listening (connecting, or its connection dropped) it neither serves nor stores;
// - figures that other writes change (an employer's rating, a job's application count) may be up to TTL_MS old.
//
// RESPONSE_CACHE=off turns it off.
import { createHash } from "node:crypto";
import {
  type Cache,
  createInMemoryCache,
  useResponseCache as responseCachePlugin,
} from "@graphql-yoga/plugin-response-cache";
import { type DocumentNode, type GraphQLSchema, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Database } from "../db/adapter.ts";
import { requestLocale } from "../i18n/locale.ts";
import { SESSION_COOKIE, parseCookies } from "../session/session-cookie.ts";

/** The channel the database announces job writes on (the triggers' `pg_notify` names it too). */
export const PUBLIC_READS_CHANNEL = "public_reads";

/** How long an answer is served at most; other writes' figures in it are at most this old. */
export const TTL_MS = 10_000;

/** How many answers are kept at most (the least recently used go first). */
const MAX_ENTRIES = 500;

/** The public reads whose answers are kept; an operation with any other root field is never cached. */
export const CACHED_ROOT_FIELDS: readonly string[] = ["jobs", "job", "skills", "places"];

/**
 * Mutations that write no job, skill or place: they leave the cache as it is (were one of them to write a job, the
 * database's announcement would still clear it, a moment later). An application count or an employer's rating they
 * change is among the figures that may be TTL_MS old.
 */
export const MUTATIONS_WRITING_NO_JOB: ReadonlySet<string> = new Set([
  "applyToJob",
  "sendMessage",
  "startConversation",
  "markRead",
  "markNotificationsRead",
  "recordJobView",
  "sendOtp",
  "checkOtp",
  "signIn",
  "verifyMobileNumber",
  "subscribePush",
  "unsubscribePush",
  "updateNotificationPreferences",
  "submitFeedback",
  "enroll",
  "completeEnrollment",
  "rateApplication",
  "addUserSkills",
  "removeUserSkill",
  "setPhoneVisibleToPartners",
  "markWorkDay",
  "confirmWorkDay",
  "disputeWorkDay",
  "recordWagePayment",
  "confirmWagePayment",
  "addWageExtra",
  "createWorkStatement",
]);

export interface PublicReadCache {
  /** Whether answers are served and stored: only while the process hears every job write. */
  live: boolean;
  /** After a write: no answer computed before it is served again. */
  invalidate(): void;
  /**
   * Listens to the database's announcements of job writes: live while it hears them, invalidated with each and
   * whenever listening starts or stops. Returns how to stop.
   */
  follow(db: Pick<Database, "listen">): Promise<() => Promise<void>>;
  /** The Yoga plugins: the cache itself, and the one that invalidates after each mutation. */
  plugins(schema: GraphQLSchema): Plugin[];
}

/** A request that may be answered from the cache: no session cookie and no API key. */
function isPublicRequest(request: Request): boolean {
  if (request.headers.has("authorization")) return false;
  const cookie = request.headers.get("cookie");
  return !cookie || !parseCookies(cookie).has(SESSION_COOKIE);
}

/** `live` starts false: the owner turns it on once it hears the database's announcements. */
export function createPublicReadCache(): PublicReadCache {
  let generation = 0;
  // Keys start with their generation: an answer of an earlier generation is neither served (an ETag sent back
  // included) nor stored.
  const current = (key: string) => key.startsWith(`${generation}.`);
  const memory = createInMemoryCache({ max: MAX_ENTRIES });
  const cache: Cache = {
    get: (key) => (current(key) ? memory.get(key) : undefined),
    set: (key, value, entities, ttl) => (current(key) ? memory.set(key, value, entities, ttl) : undefined),
    invalidate: (entities) => memory.invalidate(entities),
  };
  const state: PublicReadCache = {
    live: false,
    invalidate() {
      generation++;
    },
    follow: (db) =>
      db.listen(PUBLIC_READS_CHANNEL, {
        onNotify: () => state.invalidate(),
        onListening: (listening) => {
          state.invalidate();
          state.live = listening;
        },
      }),
    plugins(schema) {
      // Every other root field of Query holds the answer out of the cache (its time to live is 0).
      const ttlPerSchemaCoordinate: Record<string, number> = {};
      for (const name of Object.keys(schema.getQueryType()?.getFields() ?? {}))
        ttlPerSchemaCoordinate[`Query.${name}`] = CACHED_ROOT_FIELDS.includes(name) ? TTL_MS : 0;
      return [
        responseCachePlugin({
          cache,
          session: () => null,
          enabled: (request) => state.live && isPublicRequest(request),
          // Nothing is cached unless its root fields are all cached ones.
          ttl: 0,
          ttlPerSchemaCoordinate,
          // Writes move the generation instead (a new job is in no cached answer's entities).
          invalidateViaMutation: false,
          // A hash: the key is also the answer's ETag.
          buildResponseCacheKey: ({ documentString, variableValues, operationName, request }) =>
            `${generation}.${createHash("sha256")
              .update(
                JSON.stringify([
                  requestLocale(request.headers),
                  operationName ?? null,
                  documentString,
                  variableValues ?? null,
                ]),
              )
              .digest("base64url")}`,
        }),
        {
          onExecute({ args }) {
            const operation = (args.document as DocumentNode).definitions.find(
              (definition) =>
                definition.kind === Kind.OPERATION_DEFINITION &&
                (!args.operationName || definition.name?.value === args.operationName),
            );
            if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== "mutation") return;
            const writesNoJob = operation.selectionSet.selections.every(
              (selection) => selection.kind === Kind.FIELD && MUTATIONS_WRITING_NO_JOB.has(selection.name.value),
            );
            if (writesNoJob) return;
            return { onExecuteDone: () => state.invalidate() };
          },
        },
      ];
    },
  };
  return state;
}
