/**
 * Open popups, topmost last. The native back button reaches popups as a window event
 * ('cellar:back'); only the topmost popup closes. Page scrolling stays locked while any is open.
 */
export const BACK_EVENT = "cellar:back";

type Entry = { id: number; onBack: () => void };
const stack: Entry[] = [];
let seq = 0;

function onBackEvent(event: Event) {
  const top = stack[stack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.onBack();
}

export function pushPopup(onBack: () => void): () => void {
  const entry = { id: ++seq, onBack };
  if (stack.length === 0) {
    window.addEventListener(BACK_EVENT, onBackEvent);
    document.body.classList.add("scroll-locked");
  }
  stack.push(entry);
  return () => {
    const index = stack.findIndex((e) => e.id === entry.id);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) {
      window.removeEventListener(BACK_EVENT, onBackEvent);
      document.body.classList.remove("scroll-locked");
    }
  };
}

export function openPopupDepth(): number {
  return stack.length;
}

/** Sends the native back event to whatever listens (the topmost popup, the login page). */
export function emitBackEvent(): void {
  window.dispatchEvent(new CustomEvent(BACK_EVENT, { cancelable: true }));
}
