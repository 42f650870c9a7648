import { create } from "zustand";

/** How many CTA bars are mounted; the shell's bottom spacer grows to 89 px while one is. */
export const useCtaPresence = create<{ count: number; add: () => void; remove: () => void }>()((set) => ({
  count: 0,
  add: () => set((s) => ({ count: s.count + 1 })),
  remove: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
}));
