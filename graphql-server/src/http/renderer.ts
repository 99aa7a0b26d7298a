// What the server asks of the web app's render module (frontend/src/ssr/render.tsx), wherever it runs.

export type GraphQLReplyBody = { data?: unknown; errors?: unknown[] } | null;

/** What frontend/src/ssr/render.tsx exports. */
export interface Renderer {
  render(request: {
    url: string;
    locale: string;
    graphql: (body: string) => Promise<{ status: number; body: GraphQLReplyBody }>;
    signal?: AbortSignal;
  }): Promise<
    | { kind: "page"; status: number; markup: string; styles: string; data: { locale: string }; renderMs: number }
    | { kind: "redirect"; location: string }
    | { kind: "shell"; reason: string }
  >;
}
