import type { ProductListQuery, ProductPage, ProductSummary } from "@cellar/contracts";
import { PreparedAnswer } from "../../app/http/prepared";
import type { CachedPage } from "./list-cache";
import { totalPages } from "./products.rules";
import type { PageCards } from "./summary-cache";

/**
 * Finished list answers (decision 351). A page's answer depends only on the cached page (codes,
 * total, corrected word), its cards (one per code) and which of its items the member has in the
 * wish-list, so it is made once per (query, hearts) and its JSON bytes are reused by the router.
 * An entry made from an older page or any older card is never answered: it is replaced. At most
 * 1,000 answers per database, the least recently used going first.
 */
const MAX_ANSWERS = 1_000;

type Entry = { page: CachedPage; cards: PageCards; answer: PreparedAnswer<ProductPage> };
const stores = new WeakMap<object, Map<string, Entry>>();

export function pageAnswer(
  db: object,
  key: string,
  q: Pick<ProductListQuery, "pageNo" | "pageSize">,
  page: CachedPage,
  cards: PageCards,
  liked: ReadonlySet<string> | null,
): PreparedAnswer<ProductPage> {
  let hearts = "";
  for (const cd of page.codes) hearts += liked?.has(cd) ? "1" : "0";
  const id = `${hearts}|${key}`;
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const hit = store.get(id);
  store.delete(id);
  if (hit && hit.page === page && sameCards(hit.cards, cards)) {
    store.set(id, hit);
    return hit.answer;
  }
  const answer = new PreparedAnswer(build(q, page, cards, liked));
  store.set(id, { page, cards, answer });
  if (store.size > MAX_ANSWERS) store.delete(store.keys().next().value!);
  return answer;
}

/** The same card objects (a card read again is a new object). */
function sameCards(a: PageCards, b: PageCards): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function build(
  q: Pick<ProductListQuery, "pageNo" | "pageSize">,
  page: CachedPage,
  cards: PageCards,
  liked: ReadonlySet<string> | null,
): ProductPage {
  const list: ProductSummary[] = [];
  for (const card of cards) {
    if (card) list.push(liked?.has(card.itemCd) ? { ...card, isAttention: true } : card);
  }
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCnt: page.totalCnt,
    totalPages: totalPages(page.totalCnt, q.pageSize),
    list,
    correctedWord: page.correctedWord,
  };
}
