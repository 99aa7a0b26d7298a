// GraphQL errors (not typed results) that a user may see: a refused operation (sign-in needed, not
// allowed), a database outage. Each is created in English with its catalog message attached, and is
// translated into the request's language just before the answer is written.
import { GraphQLError, type GraphQLErrorOptions } from "graphql";
import type { Plugin } from "graphql-yoga";
import { DEFAULT_LOCALE, requestLocale } from "./locale.ts";
import { type Message, english, translate } from "./translate.ts";

const CATALOG_MESSAGE = Symbol("catalog message");

type Localizable = GraphQLError & { [CATALOG_MESSAGE]?: Message };

/** A GraphQLError whose message is translated per request (its `message` is the English text). */
export function localizedGraphQLError(text: Message, options?: GraphQLErrorOptions): GraphQLError {
  const error: Localizable = new GraphQLError(english(text), options);
  error[CATALOG_MESSAGE] = text;
  return error;
}

/** The catalog message of an error made by localizedGraphQLError, also when GraphQL wrapped it with a path. */
function catalogMessage(error: unknown): Message | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  return (error as Localizable)[CATALOG_MESSAGE] ?? (error.originalError as Localizable | undefined)?.[CATALOG_MESSAGE];
}

/** Yoga plugin: translates the localizable errors of every answer into the request's language. */
export function localizeGraphQLErrors(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      const locale = requestLocale(request.headers);
      if (locale === DEFAULT_LOCALE || Symbol.asyncIterator in result) return;
      const results = Array.isArray(result) ? result : [result];
      const localized = results.map((one) => {
        if (!one.errors?.some((error) => catalogMessage(error))) return one;
        const errors = one.errors.map((error) => {
          const text = catalogMessage(error);
          if (!text || !(error instanceof GraphQLError)) return error;
          return new GraphQLError(translate(locale, text), {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            path: error.path,
            originalError: error.originalError,
            extensions: error.extensions,
          });
        });
        return { ...one, errors };
      });
      if (localized.some((one, i) => one !== results[i])) setResult(Array.isArray(result) ? localized : localized[0]!);
    },
  };
}
