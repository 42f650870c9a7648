import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Clock } from "../../app/clock";
import type { Queryable } from "../../app/query";
import type { CertExchange, CertificationAdapter } from "./certification.adapter";
import { sandboxCertifications } from "./sandbox.table";

/** Fixed key of the sandbox: the same person always gets the same ciNo, on every install. */
const SANDBOX_CI_KEY = "cellar-certification-sandbox";

/** An 88-character person key like a real provider's, derived from name, birthday and phone. */
export function sandboxCiNo(name: string, birthday: string, phone: string): string {
  return createHmac("sha512", SANDBOX_CI_KEY).update(`${name.trim()}|${birthday}|${phone}`).digest("base64");
}

/** The default provider: the certification page the API itself serves under /sandbox/cert. */
export function createSandboxCertification(db: Queryable, clock: Clock): CertificationAdapter {
  return {
    async start({ token, certType, expiresAt }) {
      await db.insert(sandboxCertifications).values({
        token,
        certType,
        status: "PENDING",
        createdAt: clock(),
        expiresAt,
      });
      return { certUrl: `/sandbox/cert?token=${encodeURIComponent(token)}` };
    },
    async exchange(token): Promise<CertExchange> {
      const [row] = await db.select().from(sandboxCertifications).where(eq(sandboxCertifications.token, token));
      if (!row) return { status: "UNKNOWN" };
      if (row.status === "CANCELLED") return { status: "CANCELLED" };
      if (row.status !== "APPROVED" || !row.name || !row.birthday || !row.phone) return { status: "PENDING" };
      return {
        status: "VERIFIED",
        person: {
          korMberNm: row.name,
          birthday: row.birthday,
          sexSeCode: row.sexSeCode === "F" ? "F" : "M",
          frgnrSeCode: row.frgnrSeCode === "02" ? "02" : "01",
          phone: row.phone,
          ciNo: sandboxCiNo(row.name, row.birthday, row.phone),
        },
      };
    },
  };
}
