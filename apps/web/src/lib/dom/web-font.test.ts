import { afterEach, describe, expect, it, vi } from "vitest";
import { applyWebFont, charsInRange, parseUnicodeRange, screenGroups, textByFont } from "./web-font";

afterEach(() => {
  document.documentElement.className = "";
  document.body.innerHTML = "";
});

describe("unicode ranges", () => {
  it("reads single code points, intervals and wildcards", () => {
    expect(parseUnicodeRange("U+AC00-AC0F, U+0041 ,U+1F??, nonsense")).toEqual([
      [0xac00, 0xac0f],
      [0x41, 0x41],
      [0x1f00, 0x1fff],
    ]);
  });
  it("keeps the characters a face covers", () => {
    expect([...charsInRange("U+AC00-AC0F, U+0041", "가A각B깐가")].sort()).toEqual(["A", "가", "각"]);
    expect(charsInRange("U+0030-0039", "가나")).toBe("");
  });
});

describe("textByFont", () => {
  it("groups each element's own text by style, weight and size, each character once", async () => {
    document.body.innerHTML = `<div id="root"><h1 style="font-weight:700;font-size:20px">말벡 말벡</h1><p style="font-weight:400;font-size:14px">레드 <b style="font-weight:700;font-size:14px">와인</b></p><span>   </span></div>`;
    const fonts = await textByFont(document.getElementById("root")!);
    expect(Object.fromEntries(fonts)).toEqual({
      "normal 700 20px": "말벡 ",
      "normal 400 14px": "레드 ",
      "normal 700 14px": "와인",
    });
  });

  it("leaves out what is above or below the screen", async () => {
    document.body.innerHTML = `<div id="root"><p>보이는</p><section id="below"><p>아래</p></section><section id="above"><p>위</p></section></div>`;
    const rect = (top: number) => ({ top, bottom: top + 100 }) as DOMRect;
    vi.spyOn(document.getElementById("below")!, "getBoundingClientRect").mockReturnValue(rect(900));
    vi.spyOn(document.getElementById("above")!, "getBoundingClientRect").mockReturnValue(rect(-300));
    const fonts = await textByFont(document.getElementById("root")!, 800);
    expect([...fonts.values()].join("")).toBe("보이는");
  });
});

describe("screenGroups", () => {
  it("cuts the screen into bands of a third of its height, splitting what is taller, leaving out what is far off screen", () => {
    document.body.innerHTML = `<div id="root"><header id="h"></header><main id="m"><div id="a"></div><div id="b"></div><div id="c"></div><div id="d"></div><div id="e"></div></main><footer id="f"></footer></div>`;
    const at: Record<string, [number, number]> = {
      h: [0, 60],
      m: [60, 2000],
      a: [60, 200],
      b: [260, 100],
      c: [360, 250],
      d: [1300, 400],
      e: [1000, 100],
      f: [740, 60],
    };
    for (const [id, [top, height]] of Object.entries(at)) {
      vi.spyOn(document.getElementById(id)!, "getBoundingClientRect").mockReturnValue({
        top,
        bottom: top + height,
        height,
      } as DOMRect);
    }
    const ids = screenGroups(document.getElementById("root")!, 800).map((g) => g.map((el) => el.id).join(","));
    // 800 / 3 ≈ 267 px per band, counted from half a screen above; main is taller, so its
    // children are the blocks. d starts more than half a screen below; e is within half a screen
    // (rendered, so switched early too), below f.
    expect(ids).toEqual(["h,a", "b,c", "f", "e"]);
  });

  it("puts what sits side by side, a carousel's cards, in one band", () => {
    const cards = Array.from({ length: 12 }, (_, i) => `<div id="c${i}"></div>`).join("");
    document.body.innerHTML = `<div id="root"><div id="row">${cards}</div></div>`;
    vi.spyOn(document.getElementById("row")!, "getBoundingClientRect").mockReturnValue({
      top: 300,
      bottom: 600,
      height: 300,
    } as DOMRect);
    for (const card of document.querySelectorAll("#row > div")) {
      vi.spyOn(card, "getBoundingClientRect").mockReturnValue({ top: 300, bottom: 580, height: 280 } as DOMRect);
    }
    const groups = screenGroups(document.getElementById("root")!, 800);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(12);
  });
});

describe("applyWebFont", () => {
  it("switches the page once the fonts are declared", async () => {
    document.body.innerHTML = `<div id="root"><p>셀러</p></div>`;
    const declare = vi.fn(async () => undefined);
    await applyWebFont({ declare });
    expect(declare).toHaveBeenCalledOnce();
    expect(document.documentElement.classList.contains("fonts-ready")).toBe(true);
    expect(document.body.querySelectorAll("[aria-hidden]")).toHaveLength(0);
    // The screen's parts switched first are unmarked once the whole page has the class.
    expect(document.body.querySelectorAll("[data-font-ready]")).toHaveLength(0);
  });
  it("still sets the class when the fonts fail, so nothing waits on them", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await applyWebFont({ declare: () => Promise.reject(new Error("offline")) });
    expect(document.documentElement.classList.contains("fonts-ready")).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
