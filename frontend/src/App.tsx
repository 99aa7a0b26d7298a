/** Placeholder shell until the web app lands: says what KhetSetu is and where the API lives. */
export function App() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "0 auto", padding: 24, lineHeight: 1.5 }}>
      <h1 style={{ color: "#2f6b2f" }}>KhetSetu</h1>
      <p>Farm work, training and employers across India, in English, हिन्दी, ಕನ್ನಡ and తెలుగు.</p>
      <p>
        Partner developers: explore the API in <a href="/graphql">GraphiQL</a>.
      </p>
    </main>
  );
}
