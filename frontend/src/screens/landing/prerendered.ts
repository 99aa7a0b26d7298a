/**
 * Removes the prerendered landing page (index.html's #ks-prerendered, shown by public/boot.js) and shows the
 * app's own render in its place. Called in the same frame as the app's first render of a screen, so nothing
 * blinks in between.
 */
export function dropPrerenderedLanding() {
  document.getElementById("ks-prerendered")?.remove();
  document.documentElement.removeAttribute("data-boot");
}
