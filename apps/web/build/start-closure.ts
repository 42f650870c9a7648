import type { Plugin } from "vite";

/**
 * The files every lazy page import can count on: the app's start chunk and everything it imports
 * statically, which have run before any page is imported (apps/web/src/app/start.tsx). Read from the
 * bundle before Vite writes its preload lists, so those lists can leave these out (decision 313).
 */
export function startClosure(startModule = "src/app/start.tsx"): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: "cellar-start-closure",
    apply: "build",
    enforce: "pre",
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const start = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(startModule));
      if (!start) return;
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
      };
      visit(start.fileName);
    },
  };
  return { plugin, files };
}
