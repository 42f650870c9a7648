import { describe, expect, it } from "vitest";
import { appDeepLink, pubPagesAllowed, storeLinkFor } from "./store-link";

const links = { appStoreUrlIos: "https://apps.apple.com/app/cellar", appStoreUrlAndroid: "https://play.google.com/x" };

describe("landing links", () => {
  it("picks the iOS store on Apple devices and Android elsewhere", () => {
    expect(storeLinkFor("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)", links)).toBe(links.appStoreUrlIos);
    expect(storeLinkFor("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)", links)).toBe(links.appStoreUrlIos);
    expect(storeLinkFor("Mozilla/5.0 (Linux; Android 14)", links)).toBe(links.appStoreUrlAndroid);
    expect(storeLinkFor("Mozilla/5.0 (Windows NT 10.0)", links)).toBe(links.appStoreUrlAndroid);
  });

  it("passes the current page to the deep link", () => {
    expect(appDeepLink("https://cellar.example/product/1?a=b")).toBe(
      "cellar://open?url=https%3A%2F%2Fcellar.example%2Fproduct%2F1%3Fa%3Db",
    );
  });

  it("allows /pub pages only outside production or in a review build", () => {
    expect(pubPagesAllowed({ PROD: true })).toBe(false);
    expect(pubPagesAllowed({ PROD: true, VITE_PUB_PAGES: "true" })).toBe(true);
    expect(pubPagesAllowed({ PROD: false })).toBe(true);
  });
});
