import type { Plugin } from "vite";

/**
 * The app's own modules that only the app's start needs first, for one `start` chunk (decision 317).
 *
 * Left to itself the bundler cuts every module that the start shares with some page into a chunk
 * of its own: the start came in ~45 files, most under 2 KB. Each file is a request the server
 * answers, an IPC round and a task on the page's main thread to compile it, all while the page
 * hydrates; on a busy 2-core machine each such task took 8–28 ms. Modules the start reaches through
 * static imports are put into the start's chunk, so a page imports them from it (it has run before
 * any page loads).
 *
 * Left out:
 * - start.tsx itself: its top-level await waits for the page's module, which imports from this
 *   chunk (in one chunk, each would wait for the other);
 * - what main.tsx imports itself (Vite's preload helper), as an earlier step (the texts, the HTTP
 *   client, the router's and the query's start steps) or on a failed start (the chunk-error
 *   recovery), with all they reach. Evaluating the start chunk runs start.tsx, so a module an
 *   earlier step imported from it would start the app too early.
 */
export function startGroup({
  entry = "src/main.tsx",
  start = "src/app/start.tsx",
}: {
  entry?: string;
  start?: string;
} = {}): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "cellar-start-group",
    apply: "build",
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const byPath = (suffix: string) => ids.find((id) => id.replaceAll("\\", "/").endsWith(suffix));
      const entryId = byPath(entry);
      const startId = byPath(start);
      if (!entryId || !startId) return;
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const otherSteps = (this.getModuleInfo(entryId)?.dynamicallyImportedIds ?? []).filter((id) => id !== startId);
      const early = closure([entryId, ...otherSteps]);
      for (const id of closure([startId])) {
        if (id !== startId && !early.has(id) && !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith("\0")) {
          members.add(id);
        }
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
