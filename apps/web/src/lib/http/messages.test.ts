import { ERRORS } from "@cellar/contracts/client";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { initI18n } from "../i18n/i18n";
import { failureMessage } from "./messages";

describe("failureMessage", () => {
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("uses the code's own text in the UI language", async () => {
    initI18n();
    await i18next.changeLanguage("en");
    expect(failureMessage(403, ERRORS.reviewNotPurchased.code, "구매 확정된 상품만")).toBe(
      "Only items you have bought can be reviewed",
    );
    expect(failureMessage(401, ERRORS.nonMember.code)).toBe("Sign-in required");
  });

  it("keeps the server's message for a code whose text lives with its feature, never a raw key", () => {
    initI18n();
    // The stamp codes' texts are the membership screens' own (membership:errors.*).
    const { stampInsufficient } = ERRORS;
    expect(i18next.exists(`errors:codes.${stampInsufficient.messageKey}`)).toBe(false);
    expect(failureMessage(400, stampInsufficient.code, "스탬프가 부족합니다")).toBe("스탬프가 부족합니다");
  });
});
