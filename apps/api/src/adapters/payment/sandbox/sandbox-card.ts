/** Sandbox card rules (CONTRACT.md §6): the test card with a card password starting 00 approves. */
export const SANDBOX_TEST_CARD = "4111111111111111";

export type CardInput = { cardNo: string; expiry: string; cardPw: string };
export type CardCheck =
  | { kind: "approved"; maskedCardNo: string }
  | { kind: "declined" }
  | { kind: "invalid"; message: string };

/** Checks the form of the hosted page; `today` is YYYY-MM-DD. */
export function checkSandboxCard(input: CardInput, today: string): CardCheck {
  const cardNo = input.cardNo.replace(/[\s-]/g, "");
  if (!/^\d{15,16}$/.test(cardNo)) return { kind: "invalid", message: "카드 번호 15~16자리를 입력해 주세요" };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12)
    return { kind: "invalid", message: "유효기간을 MM/YY 형식으로 입력해 주세요" };
  const lastMonth = `20${expiry[2]}-${expiry[1]}`;
  if (lastMonth < today.slice(0, 7)) return { kind: "invalid", message: "유효기간이 지난 카드입니다" };
  if (!/^\d{2}$/.test(input.cardPw)) return { kind: "invalid", message: "카드 비밀번호 앞 2자리를 입력해 주세요" };
  if (cardNo !== SANDBOX_TEST_CARD || input.cardPw !== "00") return { kind: "declined" };
  return { kind: "approved", maskedCardNo: `${cardNo.slice(0, 4)}-****-****-${cardNo.slice(-4)}` };
}

/** The issuer code (SPEC §3 card issuer codes) the sandbox gives a card number. */
export function issuerOf(cardNo: string): { cardCd: string; cardName: string } {
  const digits = cardNo.replace(/\D/g, "");
  if (digits.startsWith("4")) return { cardCd: "CVSF", cardName: "해외비자" };
  if (digits.startsWith("5")) return { cardCd: "CMCF", cardName: "해외마스터" };
  if (digits.startsWith("35")) return { cardCd: "CJCF", cardName: "해외JCB" };
  return { cardCd: "ETC", cardName: "기타" };
}
