import { useEffect, useState } from "react";

/** Keeps a closing element mounted for `ms` so it can animate out. */
export function useExitTransition(open: boolean, ms: number): { mounted: boolean; closing: boolean } {
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), ms);
    return () => window.clearTimeout(timer);
  }, [open, ms]);

  return { mounted: open || mounted, closing: !open && mounted };
}
