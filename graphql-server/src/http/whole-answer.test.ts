import { createYoga, createSchema } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { wholeAnswer } from "./whole-answer.ts";

const yoga = createYoga({
  schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "नमस्ते" } } }),
  logging: false,
});
const { Response: YogaResponse, ReadableStream } = yoga.fetchAPI;

describe("wholeAnswer", () => {
  it("makes Yoga's string answer a plain Response with the same status, headers and text", async () => {
    const answer = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ hello }" }),
    });
    const lowerCased = (headers: Headers) => [...headers].map(([name, value]) => [name.toLowerCase(), value]).sort();
    const expectedHeaders = lowerCased(answer.headers);
    expect(expectedHeaders.map(([name]) => name)).toEqual(["content-length", "content-type"]);
    const whole = wholeAnswer(answer);
    expect(whole).not.toBe(answer);
    expect(whole).toBeInstanceOf(Response);
    expect(whole.status).toBe(200);
    expect(lowerCased(whole.headers)).toEqual(expectedHeaders);
    expect(await whole.text()).toBe('{"data":{"hello":"नमस्ते"}}');
  });

  it("keeps an error's status", async () => {
    const answer = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query: "{ nope }" }),
    });
    const whole = wholeAnswer(answer);
    expect(whole.status).toBe(answer.status);
    expect(whole.status).toBeGreaterThanOrEqual(400);
    expect((await whole.json()).errors[0].message).toMatch(/nope/);
  });

  it("leaves an answer whose body is not one string as it is", () => {
    const streamed = new YogaResponse(new ReadableStream({ start: (c) => c.close() }));
    expect(wholeAnswer(streamed)).toBe(streamed);
    const native = new Response("plain");
    expect(wholeAnswer(native)).toBe(native);
  });
});
