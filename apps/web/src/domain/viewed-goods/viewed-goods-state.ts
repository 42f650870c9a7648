import { create } from "zustand";
import { removeKey } from "../../lib/storage";
import {
  addViewedGoods,
  currentViewedGoods,
  removeViewedGoods,
  VIEWED_GOODS_KEY,
  type ViewedGoods,
} from "./viewed-goods";

/** SPEC §3 "Viewed-goods entry": itemCd and viewedAt (ISO time). */
export type ViewedGoodsEntry = ViewedGoods;

type ViewedGoodsState = {
  /** Newest first, within the SPEC §9 rule (30 days, at most 30, no duplicates). */
  entries: ViewedGoodsEntry[];
  /** Records a product view (product detail) as the newest entry. */
  record: (itemCd: string, now?: Date) => void;
  /** Re-reads storage with the rule applied at `now` (drops what aged out). */
  current: (now?: Date) => ViewedGoodsEntry[];
  remove: (itemCd: string) => void;
  clear: () => void;
};

/**
 * Viewed goods as a reactive store over `lib/rules/viewed-goods.ts`, which owns the rule and the
 * storage: localStorage key `viewedGoods`, a plain JSON array of `{itemCd, viewedAt}` (ISO time),
 * newest first.
 *
 * The initial state is empty, as in a server render: hooks read the initial state while the browser
 * hydrates the server's markup (decision 310), so the stored entries, set right after creation,
 * appear once hydration is done instead of making it fail.
 */
export const useViewedGoodsState = create<ViewedGoodsState>()((set) => ({
  entries: [],
  record: (itemCd, now = new Date()) => set({ entries: addViewedGoods(itemCd, now) }),
  current: (now = new Date()) => {
    const entries = currentViewedGoods(now);
    set({ entries });
    return entries;
  },
  remove: (itemCd) => set({ entries: removeViewedGoods(itemCd) }),
  clear: () => {
    removeKey(VIEWED_GOODS_KEY);
    set({ entries: [] });
  },
}));

if (typeof localStorage !== "undefined") useViewedGoodsState.setState({ entries: currentViewedGoods() });

// Another tab (or the native app reloading the view) changed the list: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.key === VIEWED_GOODS_KEY || e.key === null) useViewedGoodsState.setState({ entries: currentViewedGoods() });
  });
}
