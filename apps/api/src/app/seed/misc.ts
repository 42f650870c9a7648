import { VERSION_OS_CODE } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../query";
import { appVersions } from "../schema";
import { ALARM_EVENT_NO } from "./content";

/** iOS and Android share one version row (SPEC §7: os is always 210003). */
export async function seedVersions(tx: Tx) {
  await tx.insert(appVersions).values({ osCode: VERSION_OS_CODE, updateVersion: "1.4.0" });
}

/** Five alarms for the demo member, the three newest unread, spread over the last days. */
export async function seedAlarms(tx: Tx, mberNo: string) {
  await tx.execute(sql`
    insert into alarms (mber_no, title, body, link, read_at, created_at)
    select ${mberNo}, a.title, a.body, a.link,
           case when a.n > 3 then now() - (a.n || ' days')::interval + interval '1 hour' end,
           now() - (a.n || ' days')::interval
    from unnest(
      array[1, 2, 3, 4, 5],
      array['주문하신 상품이 픽업 대기 중입니다', '골드 등급 전용 쿠폰이 도착했어요', '이번 주 시음회 안내',
            '선불금 50,000원이 충전되었습니다', '셀러에 오신 것을 환영합니다'],
      array['셀러 청담점에서 교환권을 보여 주세요.', '쿠폰함에서 확인해 보세요.', '토요일 오후 3시, 부르고뉴 피노 누아 5종.',
            '결제 시 선불금을 사용할 수 있어요.', '첫 구매 쿠폰을 확인해 보세요.'],
      array['/orderList', '/coupon', ${`/eventPage?eventNo=${ALARM_EVENT_NO}`}, '/membership', '/coupon']
    ) as a(n, title, body, link)
  `);
}
