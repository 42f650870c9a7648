import type { TestServer } from "./harness";

export type SandboxCard = { cardNo?: string; expiry?: string; cardPw?: string; action?: "pay" | "cancel" };

/** Submits the sandbox payment page like a card holder and answers where it redirects. */
export async function paySandbox(t: TestServer, payUrl: string, card: SandboxCard = {}) {
  const orderNo = new URL(payUrl, t.base).searchParams.get("orderNo") ?? "";
  const page = await fetch(`${t.base}${payUrl}`);
  const form = new URLSearchParams({
    orderNo,
    cardNo: card.cardNo ?? "4111 1111 1111 1111",
    expiry: card.expiry ?? "12/39",
    cardPw: card.cardPw ?? "00",
    action: card.action ?? "pay",
  });
  const res = await fetch(`${t.base}/sandbox/pay`, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  const location = res.headers.get("location");
  return {
    pageStatus: page.status,
    pageHtml: await page.text(),
    status: res.status,
    location,
    query: location ? Object.fromEntries(new URL(location, t.base).searchParams) : {},
    html: location ? "" : await res.text(),
  };
}

/**
 * Registers the sandbox test card for the member's easy pay the way the app does (the provider's
 * card page, then confirm with the payment password; the first card sets it). Answers the billing key.
 */
export async function registerEasyPayCard(t: TestServer, headers: Record<string, string>, password = "000000") {
  const cards = "/commerce-api/v1.0.0/api/easypay/cards";
  const start = await t.call(cards, { method: "POST", body: { returnPath: "/easypayment" }, headers });
  const reg = start.body.data as { regNo: string; payUrl: string };
  const page = await paySandbox(t, reg.payUrl);
  const card = await t.call(`${cards}/confirm`, {
    method: "POST",
    body: { regNo: reg.regNo, billkey: page.query.billkey, password },
    headers,
  });
  if (card.status !== 200) throw new Error(`easy pay card refused: ${JSON.stringify(card.body)}`);
  return (card.body.data as { billkey: string }).billkey;
}
