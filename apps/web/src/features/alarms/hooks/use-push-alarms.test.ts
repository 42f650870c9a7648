import { describe, expect, it } from "vitest";
import { pushToastText } from "./use-push-alarms";

describe("pushToastText", () => {
  it("prefers the title, then the body, then the fallback", () => {
    expect(pushToastText({ title: " Sale ", body: "b" }, "new")).toBe("Sale");
    expect(pushToastText({ title: "", body: "Your order is ready" }, "new")).toBe("Your order is ready");
    expect(pushToastText({}, "new")).toBe("new");
    expect(pushToastText(null, "new")).toBe("new");
  });
});
