import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinkifiedText, linkify } from "./linkified-text";

describe("linkify", () => {
  it("makes http(s) addresses links, leaving sentence punctuation and other schemes as text", () => {
    expect(linkify("see https://a.example/x, and (http://b.example).")).toEqual([
      { kind: "text", value: "see ", at: 0 },
      { kind: "link", value: "https://a.example/x", at: 4 },
      { kind: "text", value: ", and (", at: 23 },
      { kind: "link", value: "http://b.example", at: 30 },
      { kind: "text", value: ").", at: 46 },
    ]);
    expect(linkify("javascript:alert(1) data:text/html,<b>")).toEqual([
      { kind: "text", value: "javascript:alert(1) data:text/html,<b>", at: 0 },
    ]);
  });

  it("renders markup as text and keeps line breaks", () => {
    const { container } = render(<LinkifiedText text={'<img src=x onerror="alert(1)">\n둘째 줄'} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(/<img src=x/).textContent).toBe('<img src=x onerror="alert(1)">\n둘째 줄');
  });
});
