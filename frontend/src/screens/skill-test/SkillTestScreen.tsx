// PLACEHOLDER from the foundation: replace with the real screen.
export default function SkillTestScreen() {
  return <main>SkillTestScreen</main>;
}
