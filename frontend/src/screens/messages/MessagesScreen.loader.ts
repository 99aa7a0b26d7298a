import { type LoaderFunctionArgs, redirect } from "react-router";
import { prefetch } from "../../relay/prefetch.ts";

const prefetchList = prefetch(() => import("../../__generated__/MessagesScreenQuery.graphql.ts"));

/**
 * Sends MessagesScreenQuery as soon as the route is entered. Screens that start a conversation link to
 * `/messages?conversation=<id>`: that opens the thread itself.
 */
export async function loader(args: LoaderFunctionArgs) {
  const conversation = new URL(args.request.url).searchParams.get("conversation");
  if (conversation) return redirect(`/messages/${encodeURIComponent(conversation)}`);
  return prefetchList(args);
}
