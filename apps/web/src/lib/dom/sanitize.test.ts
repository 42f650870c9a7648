// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps iframes for video embeds and strips scripts and handlers", () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">hi</p><script>alert(1)</script><iframe src="https://www.youtube.com/embed/x" allowfullscreen></iframe>',
    );
    expect(html).toContain("<p>hi</p>");
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/x" allowfullscreen=""></iframe>');
    expect(html).not.toContain("script");
    expect(html).not.toContain("onclick");
    expect(sanitizeHtml(null)).toBe("");
  });
});
