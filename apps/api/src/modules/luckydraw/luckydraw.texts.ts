import { seoulDate } from "../../app/seoul-date";

/** "11월 30일 14:05" in Seoul time. */
function seoulDateTime(d: Date) {
  const [, m, day] = seoulDate(d).split("-").map(Number);
  const hm = new Intl.DateTimeFormat("ko-KR", {
    timeZone: "Asia/Seoul",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(d);
  return `${m}월 ${day}일 ${hm}`;
}

/** The alarms of a draw (Korean, as `/alert` shows them), each linking to the member's result. */
export function alarmTexts(title: string, luckyDrawCd: string) {
  const link = `/luckydraw/winning/detail?luckyDrawCd=${encodeURIComponent(luckyDrawCd)}`;
  return {
    won: (deadline: Date) => ({
      title: "럭키드로우 당첨을 축하드립니다",
      body: `${title}에 당첨되셨습니다. ${seoulDateTime(deadline)}까지 결제해 주세요.`,
      link: `/luckydraw/winning/detail?luckyDrawCd=${encodeURIComponent(luckyDrawCd)}`,
    }),
    reserve: (reserveNo: number) => ({
      title: "럭키드로우 예비 당첨 안내",
      body: `${title} 예비 당첨 ${reserveNo}번입니다. 당첨자가 기한 내 결제하지 않으면 순서대로 구매 기회를 드립니다.`,
      link,
    }),
    lost: () => ({
      title: "럭키드로우 결과 안내",
      body: `${title} 추첨 결과가 발표되었습니다. 아쉽게도 이번에는 당첨되지 않으셨습니다.`,
      link,
    }),
    lapsed: () => ({
      title: "럭키드로우 당첨 취소 안내",
      body: `${title} 결제 기한이 지나 당첨이 취소되었습니다.`,
      link,
    }),
    offered: (deadline: Date) => ({
      title: "럭키드로우 구매 기회가 생겼습니다",
      body: `${title} 예비 당첨 순서가 되어 구매하실 수 있습니다. ${seoulDateTime(deadline)}까지 결제해 주세요.`,
      link,
    }),
  };
}
