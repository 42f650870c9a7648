import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

const PREFIX = "cellar:scroll:";

function readSaved(key: string): number | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const y = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(y) ? y : null;
  } catch {
    return null;
  }
}

function save(key: string, y: number) {
  try {
    sessionStorage.setItem(PREFIX + key, String(Math.round(y)));
  } catch {
    // private mode: the list restores its pages but opens at the top
  }
}

/**
 * Remembers the window scroll of this history entry (its location key survives back and reload)
 * and puts it back once the list is `ready` (every restored page rendered). Without a saved
 * position, `fallback` (e.g. the first item of the last page of a shared address) is used.
 * Returns whether the position has been put back for the current entry.
 */
export function useScrollMemory(ready: boolean, id: string, fallback?: () => number | null): boolean {
  const location = useLocation();
  // The first entry of a tab has the key "default" whatever its address: the address (path and
  // `id`, the list's query without its page) is part of it.
  const key = `${location.key}:${location.pathname}?${id}`;
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const restored = useRef<string | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  // Saving starts after the restore; a layout effect so the listener is gone before the next page's
  // scroll to the top (the shell's layout effect) can be recorded as this entry's position.
  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (restored.current !== key) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(key, window.scrollY));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [key]);

  // A passive effect: it runs after the shell's scroll to the top of a new entry.
  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = readSaved(key) ?? fallbackRef.current?.() ?? null;
    if (y !== null && y > 0) window.scrollTo(0, y);
    // A transition: the list below renders again (its end watched) in short slices, not in one
    // blocking render right after the page hydrates (decision 316).
    startTransition(() => setSettledKey(key));
  }, [ready, key]);

  /** The position is back: an infinite list may watch its end again (not while still at the top). */
  return settledKey === key;
}
