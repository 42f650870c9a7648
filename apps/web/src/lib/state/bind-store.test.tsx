import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettleAfterHydration, useHydrated } from "../ssr/settled";
import { create } from "./bind-store";

const useCounter = create<{ n: number; add: () => void }>()((set) => ({
  n: 0,
  add: () => set((s) => ({ n: s.n + 1 })),
}));

const renders: string[] = [];

function Counter() {
  const n = useCounter((s) => s.n);
  const hydrated = useHydrated();
  const text = `${n} ${hydrated ? "settled" : "as-server"}`;
  renders.push(text);
  return <p>{text}</p>;
}

let container: HTMLDivElement;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  renders.length = 0;
  useCounter.setState({ n: 0 });
});

function mount() {
  container = document.createElement("div");
  document.body.append(container);
  return container;
}

describe("store hooks and hydration (decision 316)", () => {
  it("hydrate with the store's initial state, then show the browser's state once settled", async () => {
    const html = renderToString(
      <SettleAfterHydration hydrating>
        <Counter />
      </SettleAfterHydration>,
    );
    expect(html).toContain("0 as-server");
    renders.length = 0;

    useCounter.setState({ n: 5 }); // the browser's own state (persisted, or set at start)
    const el = mount();
    el.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        el,
        <SettleAfterHydration hydrating>
          <Counter />
        </SettleAfterHydration>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(el.textContent).toBe("5 settled");
    // The hydration render read the server's state; the browser's came in the next one.
    expect(renders).toEqual(["0 as-server", "5 settled"]);

    await act(async () => useCounter.getState().add());
    expect(el.textContent).toBe("6 settled");
  });

  it("show the browser's state from the first render when nothing is hydrated", async () => {
    useCounter.setState({ n: 3 });
    const el = mount();
    await act(async () => {
      root = createRoot(el);
      root.render(
        <SettleAfterHydration hydrating={false}>
          <Counter />
        </SettleAfterHydration>,
      );
    });
    expect(el.textContent).toBe("3 settled");
    expect(renders).toEqual(["3 settled"]);
  });
});
