/** Server-rendered hosted payment page of the sandbox provider. */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type PayPageModel = {
  orderNo: string;
  orderName: string;
  amount: number;
  /** CARD (default), TOSS (transfer form), BILLING (card registration). */
  method?: string;
  error?: string;
  closed?: string;
  /** What the card holder typed, shown again after an error (never the card password). */
  entered?: { cardNo: string; expiry: string };
};

export function renderPayPage(m: PayPageModel): string {
  const amount = m.amount.toLocaleString("ko-KR");
  const payLabel = m.method === "BILLING" ? "카드 등록하기 (Register card)" : `${amount}원 결제하기 (Pay)`;
  const cardFields = m.method === "TOSS" ? `<p class="notice">토스 계좌이체로 결제합니다. (Transfer pay)</p>` : "";
  const body = m.closed
    ? `<p class="notice" role="status">${escapeHtml(m.closed)}</p>`
    : m.method === "TOSS"
      ? `${cardFields}
  <form method="post" action="/sandbox/pay">
    <input type="hidden" name="orderNo" value="${escapeHtml(m.orderNo)}">
    <button type="submit" name="action" value="pay">${amount}원 송금하기 (Transfer)</button>
    <button type="submit" name="action" value="cancel" formnovalidate class="secondary">취소 (Cancel)</button>
  </form>`
      : `${m.error ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>` : ""}
  <form method="post" action="/sandbox/pay">
    <input type="hidden" name="orderNo" value="${escapeHtml(m.orderNo)}">
    <label>카드 번호 (Card number)<input name="cardNo" inputmode="numeric" autocomplete="cc-number" placeholder="4111 1111 1111 1111" value="${escapeHtml(m.entered?.cardNo ?? "")}" required></label>
    <label>유효기간 (Expiry, MM/YY)<input name="expiry" autocomplete="cc-exp" placeholder="12/29" value="${escapeHtml(m.entered?.expiry ?? "")}" required></label>
    <label>카드 비밀번호 앞 2자리 (Card password)<input name="cardPw" type="password" inputmode="numeric" maxlength="2" required></label>
    <button type="submit" name="action" value="pay">${payLabel}</button>
    <button type="submit" name="action" value="cancel" formnovalidate class="secondary">취소 (Cancel)</button>
  </form>`;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cellar Sandbox Pay</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 20px; color: #1a1a1a; background: #fafafa; }
  h1 { font-size: 18px; margin: 0 0 4px; } .sub { color: #666; font-size: 13px; margin: 0 0 20px; }
  .summary { background: #fff; border: 1px solid #e5e5e5; border-radius: 12px; padding: 16px; margin-bottom: 20px; }
  .summary strong { display: block; font-size: 22px; margin-top: 6px; }
  form { display: grid; gap: 14px; } label { display: grid; gap: 6px; font-size: 14px; }
  input { font-size: 16px; padding: 12px; border: 1px solid #ccc; border-radius: 8px; }
  button { font-size: 16px; padding: 14px; border-radius: 8px; border: 0; background: #6b1d2a; color: #fff; }
  button.secondary { background: #e5e5e5; color: #1a1a1a; }
  .error { color: #b00020; } .notice { color: #333; }
</style></head>
<body>
  <h1>Cellar Sandbox Pay</h1>
  <p class="sub">테스트 결제 화면입니다. 실제로 청구되지 않습니다.</p>
  <div class="summary">${escapeHtml(m.orderName)}<strong>${amount}원</strong></div>
  ${body}
</body></html>`;
}
