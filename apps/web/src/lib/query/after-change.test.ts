import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateAfterChange, replaceQueryData } from "./after-change";

/** A first read that answers only when told to. */
function slowRead(queryClient: QueryClient, key: string[], answers: string[]) {
  const pending: ((v: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => new Promise<string>((resolve) => pending.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  const answer = () => pending.shift()?.(answers.shift() ?? "");
  return { answer, unsubscribe, calls: () => pending.length };
}

describe("after a change", () => {
  it("replaceQueryData keeps the new answer when an older first read finishes later", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = slowRead(queryClient, ["k"], ["old"]);
    await replaceQueryData(queryClient, ["k"], "new");
    read.answer();
    await new Promise((r) => setTimeout(r, 0));
    expect(queryClient.getQueryData(["k"])).toBe("new");
    read.unsubscribe();
  });

  it("invalidateAfterChange reads again even when the first read is still under way", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = slowRead(queryClient, ["k", "a"], ["old", "new"]);
    const done = invalidateAfterChange(queryClient, ["k"]);
    await new Promise((r) => setTimeout(r, 0));
    read.answer(); // the cancelled first read
    read.answer(); // the read after the change
    await done;
    expect(queryClient.getQueryData(["k", "a"])).toBe("new");
    read.unsubscribe();
  });
});
