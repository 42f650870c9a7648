import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/**
 * The web app's unit tests, two projects (decision 376):
 *  - web: component and DOM tests (`*.test.tsx`) in jsdom, after `src/test/setup.ts` (jest-dom,
 *    Testing Library's cleanup, storage cleared after each test, every text namespace loaded);
 *  - web-node (`webNodeProject`): pure-logic tests (`*.test.ts`) in Node, after
 *    `src/test/setup-node.ts` (the texts only). A jsdom environment costs ~1.3 s per file; rules,
 *    stores and formatters need none. A `.ts` test that does need the DOM says so in its first line:
 *    `// @vitest-environment jsdom`.
 * Run both with `npx vitest run --project 'web*'`. They run one after the other (`groupOrder`: the
 * contracts, then web-node, then web): run side by side, their files interleaved and the workers were
 * started again at each change of project (unit step 66–73 s → 39–45 s, decision 376).
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.tsx"],
    environment: "jsdom",
    // One module graph per worker (no per-file re-import, half the time); src/test/reset-stores.ts
    // and setup.ts put the stores and storage back after each test so nothing leaks between files.
    isolate: false,
    setupFiles: ["./src/test/reset-stores.ts", "./src/test/setup.ts"],
    sequence: { groupOrder: 2 },
  },
});

export const webNodeProject = defineProject({
  test: {
    name: "web-node",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    isolate: false,
    setupFiles: ["./src/test/reset-stores.ts", "./src/test/setup-node.ts"],
    sequence: { groupOrder: 1 },
  },
});
