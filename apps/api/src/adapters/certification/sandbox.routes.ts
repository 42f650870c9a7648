import type { CertType } from "@cellar/contracts";
import { and, eq, gt } from "drizzle-orm";
import type { Hono } from "hono";
import type { Clock } from "../../app/clock";
import type { AppEnv } from "../../app/http/context";
import type { Queryable } from "../../app/query";
import { callbackPath } from "./certification.adapter";
import { sandboxCertifications } from "./sandbox.table";
import { renderSandboxError, renderSandboxPage, type SandboxForm } from "./sandbox-page";

const EXPIRED = "인증 요청이 만료되었거나 이미 처리되었습니다. 앱에서 다시 시도해 주세요.";

/** The sandbox provider's pages: GET shows the form, POST approves or cancels and redirects back. */
export function registerCertificationSandbox(app: Hono<AppEnv>, db: Queryable, clock: Clock): void {
  const pending = async (token: string) => {
    const [row] = await db
      .select()
      .from(sandboxCertifications)
      .where(
        and(
          eq(sandboxCertifications.token, token),
          eq(sandboxCertifications.status, "PENDING"),
          gt(sandboxCertifications.expiresAt, clock()),
        ),
      );
    return row ?? null;
  };

  app.get("/sandbox/cert", async (c) => {
    c.header("Cache-Control", "no-store");
    const row = await pending(c.req.query("token") ?? "");
    if (!row) return c.html(renderSandboxError(EXPIRED), 404);
    return c.html(renderSandboxPage({ token: row.token, certType: row.certType }));
  });

  app.post("/sandbox/cert", async (c) => {
    c.header("Cache-Control", "no-store");
    const data = await c.req.parseBody();
    const field = (k: string) => (typeof data[k] === "string" ? (data[k] as string).trim() : "");
    const row = await pending(field("token"));
    if (!row) return c.html(renderSandboxError(EXPIRED), 404);
    const certType = row.certType as CertType;
    const stillPending = and(eq(sandboxCertifications.token, row.token), eq(sandboxCertifications.status, "PENDING"));
    if (field("action") !== "approve") {
      await db.update(sandboxCertifications).set({ status: "CANCELLED" }).where(stillPending);
      return c.redirect(callbackPath(certType, row.token, "N"), 303);
    }
    const form: SandboxForm = {
      name: field("name"),
      birthday: field("birthday"),
      phone: field("phone").replace(/\D/g, ""),
      sex: field("sex") === "F" ? "F" : "M",
      foreigner: field("foreigner") === "Y",
    };
    const error = validate(form);
    if (error) return c.html(renderSandboxPage({ token: row.token, certType, form, error }), 400);
    await db
      .update(sandboxCertifications)
      .set({
        status: "APPROVED",
        name: form.name,
        birthday: form.birthday,
        phone: form.phone,
        sexSeCode: form.sex,
        frgnrSeCode: form.foreigner ? "02" : "01",
      })
      .where(stillPending);
    return c.redirect(callbackPath(certType, row.token, "Y"), 303);
  });
}

function validate(f: SandboxForm): string | null {
  if (!/^[가-힣A-Za-z ]{2,20}$/.test(f.name)) return "이름을 2~20자의 한글 또는 영문으로 입력해 주세요.";
  if (!/^\d{8}$/.test(f.birthday) || !isRealDate(f.birthday)) return "생년월일 8자리를 정확히 입력해 주세요.";
  if (!/^01\d{8,9}$/.test(f.phone)) return "휴대폰 번호를 숫자만 정확히 입력해 주세요.";
  return null;
}

function isRealDate(d8: string): boolean {
  const [y, m, d] = [Number(d8.slice(0, 4)), Number(d8.slice(4, 6)), Number(d8.slice(6, 8))];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
