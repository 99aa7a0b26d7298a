// PLACEHOLDER from the foundation: replace with the real screen.
export default function LandingScreen() {
  return <main>LandingScreen</main>;
}
