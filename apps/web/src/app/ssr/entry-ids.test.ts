import { SSR_SCRIPTS_ID } from "@cellar/contracts/ssr";
import { describe, expect, it } from "vitest";
import mainSource from "../../main.tsx?raw";

describe("the entry (main.tsx)", () => {
  it("reads the chunk list under the id the server writes it with (written out: the entry imports nothing)", () => {
    expect(mainSource).toContain(`document.getElementById("${SSR_SCRIPTS_ID}")`);
  });
});
