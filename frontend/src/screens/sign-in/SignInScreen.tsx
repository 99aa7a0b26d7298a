// PLACEHOLDER from the foundation: replace with the real screen.
export default function SignInScreen() {
  return <main>SignInScreen</main>;
}
