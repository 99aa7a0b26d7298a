// PLACEHOLDER from the foundation: replace with the real screen.
export default function UserTypeSelectionScreen() {
  return <main>UserTypeSelectionScreen</main>;
}
