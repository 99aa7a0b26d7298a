// Yoga answers with a Response of its fetch ponyfill whose body is one whole string. @hono/node-server writes
// such a Response by reading its body as a web stream (the string copied into a Buffer, wrapped in a Node
// stream and then a web stream, read back chunk by chunk, with a timer when a chunk is late) and by converting
// its headers into a web Headers first. A Response made here from the same string and a plain header record is
// one @hono/node-server writes in one call (its own Response class, which `serve` installs as the global one).
/** The same answer with its body whole, where Yoga's body is a string; any other answer as it is. */
export function wholeAnswer(response: Response): Response {
  const text = (response as { bodyInit?: unknown }).bodyInit;
  if (typeof text !== "string") return response;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}
