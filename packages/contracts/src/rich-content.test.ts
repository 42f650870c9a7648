import { describe, expect, it } from "vitest";
import { isAllowedVideoSrc } from "./rich-content";

describe("the video players rich content may embed (SPEC §5, decision 379)", () => {
  it.each([
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?start=30",
    "https://www.youtube-nocookie.com/embed/abc_D-1",
    "https://player.vimeo.com/video/76979871",
    "https://tv.naver.com/embed/12345678",
    "https://play-tv.kakao.com/embed/player/cliplink/4567890",
  ])("allows %s", (src) => {
    expect(isAllowedVideoSrc(src)).toBe(true);
  });

  it.each([
    null,
    "",
    "not a url",
    "http://www.youtube.com/embed/abc",
    "https://youtube.com.evil.example/embed/abc",
    "https://www.youtube.com@evil.example/embed/abc",
    "https://user:pw@www.youtube.com/embed/abc",
    "https://www.youtube.com:8443/embed/abc",
    "https://www.youtube.com/watch?v=abc",
    "https://www.youtube.com/embed/abc/../../redirect",
    "https://player.vimeo.com/video/abc",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
  ])("refuses %s", (src) => {
    expect(isAllowedVideoSrc(src)).toBe(false);
  });
});
