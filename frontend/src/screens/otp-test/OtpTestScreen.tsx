// PLACEHOLDER from the foundation: replace with the real screen.
export default function OtpTestScreen() {
  return <main>OtpTestScreen</main>;
}
