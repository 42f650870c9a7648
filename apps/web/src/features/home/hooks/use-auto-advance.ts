import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** How long a slide stays before the carousel moves on. */
export const AUTO_ADVANCE_MS = 4000;
/** After a touch ends, the carousel waits this long before moving again. */
export const RESUME_AFTER_TOUCH_MS = 6000;

const prefersReducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

type AutoAdvance = {
  /** The slide in view (follows swipes, taps on the indicator and the timer). */
  index: number;
  /** The user paused it with the button (or reduced motion is on). */
  paused: boolean;
  /** Auto-advance is off entirely: reduced motion. */
  reducedMotion: boolean;
  togglePaused: () => void;
  /** Event handlers for the scroller: they pause it while touched or focused. */
  handlers: {
    onScroll: () => void;
    onPointerDown: () => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onTouchStart: () => void;
    onTouchEnd: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
};

/**
 * A scroll-snap carousel that advances by itself every AUTO_ADVANCE_MS: it holds while a finger
 * is on it (and for a while after), while a slide has keyboard focus, while the page is hidden,
 * when the user pressed pause, and never runs with prefers-reduced-motion.
 */
export function useAutoAdvance(scroller: RefObject<HTMLElement | null>, count: number): AutoAdvance {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== "undefined" && document.hidden);
  const [reducedMotion] = useState(prefersReducedMotion);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const running = count > 1 && !paused && !held && !hidden && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const el = scroller.current;
      if (!el || el.clientWidth === 0) return;
      const current = Math.round(el.scrollLeft / el.clientWidth);
      const next = current + 1 >= count ? 0 : current + 1;
      el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
      setIndex(next);
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [running, count, scroller]);

  const hold = useCallback(() => {
    clearTimeout(resumeTimer.current);
    setHeld(true);
  }, []);
  const release = useCallback(() => {
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setHeld(false), RESUME_AFTER_TOUCH_MS);
  }, []);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el || el.clientWidth === 0) return;
    const current = Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)));
    setIndex(current);
  }, [count, scroller]);

  return {
    index,
    paused: paused || reducedMotion,
    reducedMotion,
    togglePaused: () => setPaused((p) => !p),
    handlers: {
      onScroll,
      onPointerDown: hold,
      onPointerUp: release,
      onPointerCancel: release,
      onTouchStart: hold,
      onTouchEnd: release,
      onFocus: hold,
      onBlur: release,
    },
  };
}
