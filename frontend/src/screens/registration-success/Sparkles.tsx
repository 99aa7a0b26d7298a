import { Box } from "@chakra-ui/react";
import { useEffect, useState } from "react";

/** The welcome sparkles: 50 dots for 3 seconds. */
export const SPARKLE_COUNT = 50;
export const SPARKLE_MS = 3000;

const COLORS = ["brand.400", "yellow.400", "orange.300", "green.300", "brand.200"];

/**
 * The dots, spread evenly but irregularly without randomness (the same on every render). No two share a `left`
 * (37 and 100 have no common factor), so it names each dot.
 */
const DOTS = Array.from({ length: SPARKLE_COUNT }, (_, i) => ({
  left: `${(i * 37 + 11) % 100}%`,
  top: `${(i * 53 + 7) % 100}%`,
  size: i % 3 === 0 ? "3" : "2",
  color: COLORS[i % COLORS.length],
  delay: `${(i % 10) * 0.15}s`,
}));

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Decorative confetti-like dots filling their parent (which must be positioned), behind its content: the page
 * keeps them to the band around its icon, so they never sit on text. Hidden from assistive technology, removed
 * after 3 s, and not shown at all when the user asks for reduced motion.
 */
export function Sparkles() {
  // Shown from the first effect (a page rendered on the server knows nothing of the phone's motion setting).
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), SPARKLE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <Box
      data-testid="sparkles"
      aria-hidden="true"
      position="absolute"
      inset="0"
      pointerEvents="none"
      overflow="hidden"
      zIndex="0"
    >
      {DOTS.map((dot) => (
        <Box
          key={dot.left}
          data-sparkle=""
          position="absolute"
          left={dot.left}
          top={dot.top}
          boxSize={dot.size}
          rounded="full"
          bg={dot.color}
          animation="ping 1.5s cubic-bezier(0, 0, 0.2, 1) infinite"
          style={{ animationDelay: dot.delay }}
        />
      ))}
    </Box>
  );
}
