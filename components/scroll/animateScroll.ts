/** Spec 2 §9: scroll animations take 500 ms unless told otherwise. */
export const SCROLL_ANIMATION_MS = 500;

type Scroller = Element | Window;

function currentTop(target: Scroller): number {
  return target instanceof Window ? target.scrollY : target.scrollTop;
}

function setTop(target: Scroller, top: number): void {
  if (target instanceof Window) target.scrollTo(0, top);
  else target.scrollTop = top;
}

// The animation each target is running; a newer call replaces the token and the older one stops.
const running = new WeakMap<Scroller, symbol>();

// Slow start and end: the eye can follow where the page went.
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls `target` to `top` over `duration` ms and resolves when it arrives. Jumps at once for users who
 * asked for reduced motion. A newer call on the same target takes over from an unfinished one.
 */
export function animateScroll(
  target: Scroller,
  top: number,
  duration: number = SCROLL_ANIMATION_MS,
): Promise<void> {
  const start = currentTop(target);
  const distance = top - start;
  const token = Symbol('scroll');
  running.set(target, token);
  if (duration <= 0 || distance === 0 || prefersReducedMotion()) {
    setTop(target, top);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let began: number | null = null;
    const step = (now: number) => {
      if (running.get(target) !== token) return resolve();
      began ??= now;
      const progress = Math.min(1, (now - began) / duration);
      setTop(target, start + distance * easeInOut(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** Scrolls `container` so `element` sits at its top (minus `offset`, e.g. a sticky header). */
export function scrollElementIntoView(
  container: Element,
  element: Element,
  offset = 0,
  duration?: number,
): Promise<void> {
  const top =
    element.getBoundingClientRect().top -
    container.getBoundingClientRect().top +
    container.scrollTop -
    offset;
  return animateScroll(container, Math.max(0, top), duration);
}
