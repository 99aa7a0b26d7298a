// PLACEHOLDER from the foundation: replace with the real screen.
export default function TestJobsScreen() {
  return <main>TestJobsScreen</main>;
}
