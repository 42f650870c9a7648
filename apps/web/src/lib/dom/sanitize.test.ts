// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps iframes for video embeds and strips scripts and handlers", () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">hi</p><script>alert(1)</script><iframe src="https://www.youtube.com/embed/x" allowfullscreen></iframe>',
    );
    expect(html).toContain("<p>hi</p>");
    // The player stays, sandboxed under the shared policy (decision 379).
    const frame = new DOMParser().parseFromString(html, "text/html").querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube.com/embed/x");
    expect(frame?.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin allow-presentation");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(sanitizeHtml(null)).toBe("");
  });

  it("drops an iframe of any other page", () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/embed/x"></iframe><p>ok</p>')).toBe("<p>ok</p>");
  });
});
