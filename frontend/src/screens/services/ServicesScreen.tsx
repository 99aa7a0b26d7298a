// PLACEHOLDER from the foundation: replace with the real screen.
export default function ServicesScreen() {
  return <main>ServicesScreen</main>;
}
