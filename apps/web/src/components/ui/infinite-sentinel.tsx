import { useEffect, useRef } from "react";

type InfiniteSentinelProps = {
  /** Called when the sentinel scrolls into view (inside `root`, or the viewport). */
  onVisible: () => void;
  /** False once every page is loaded (or after a failure): the observer stops. */
  active: boolean;
  root?: Element | null;
};

/**
 * The bottom marker of an infinite list (IntersectionObserver). It shows no text: SPEC §8 hides
 * the no-results, no-more and error messages of infinite loading.
 */
export function InfiniteSentinel({ onVisible, active, root }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;

  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { root: root ?? null, rootMargin: "0px 0px 120px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [active, root]);

  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} data-infinite-sentinel={active ? "active" : "done"} />;
}
