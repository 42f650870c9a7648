#!/usr/bin/env node
// `npm run sim [-- --ios] [-- --url http://127.0.0.1:3000/]`: opens a headed Chromium at 390×844 with
// the in-app user agent and the native-host simulator (with its control panel), for trying the app
// by hand as the native app would host it. Needs a display; start the app first with `npm start`.
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const ios = args.includes("--ios");
const urlArg = args.indexOf("--url");
const url = urlArg >= 0 ? args[urlArg + 1] : "http://127.0.0.1:3000/";
const ua = ios
  ? "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 CellarApp/1.4.0"
  : "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 CellarApp/1.4.0";

const browser = await chromium.launch({
  headless: false,
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--no-first-run"],
});
const context = await browser.newContext({
  userAgent: ua,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
await context.addInitScript(() => {
  window.__CELLAR_NATIVE_HOST_OPTIONS__ = { panel: true, permissions: { GPS: "Y" }, adId: "" };
});
await context.addInitScript({ path: fileURLToPath(new URL("../e2e/native-host/host.js", import.meta.url)) });
const page = await context.newPage();
await page.goto(url);
console.log(`Simulating the ${ios ? "iOS" : "Android"} app at ${url}. Close the window to stop.`);
page.on("close", () => browser.close());
