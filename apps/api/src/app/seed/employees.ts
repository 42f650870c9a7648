import { sql } from "drizzle-orm";
import { employees, memberConsents } from "../../modules/account/account.table";
import type { Tx } from "../query";

/** The employee list member numbers are checked against (E0001 is the demo `staff` member's). */
export async function seedEmployees(tx: Tx) {
  await tx.insert(employees).values([
    { empNo: "E0001", empNm: "박직원", deptNm: "강남점 와인팀" },
    { empNo: "E0002", empNm: "이하늘", deptNm: "본사 마케팅팀" },
    { empNo: "E0003", empNm: "김셀러", deptNm: "본사 상품기획팀" },
    { empNo: "E0004", empNm: "최소믈", deptNm: "성수점 소믈리에" },
    { empNo: "E0099", empNm: "정퇴사", deptNm: "부산점", active: false },
  ]);
}

/** Channel consents of the demo members (demo agreed to SMS and push; basic to e-mail only). */
export async function seedConsents(tx: Tx, members: { demo: string; basic: string }) {
  const rows = (mberNo: string, yes: string[]) =>
    ["01", "02", "03", "04", "09"].map((code) => ({
      mberNo,
      agreRecptnTyCode: code,
      recptnAtSeCode: yes.includes(code) ? "Y" : "N",
      agreDe: sql`current_date - 300`,
    }));
  await tx.insert(memberConsents).values([...rows(members.demo, ["01", "09"]), ...rows(members.basic, ["02"])]);
}
