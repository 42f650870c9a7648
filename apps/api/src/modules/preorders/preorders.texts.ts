/** The alarms of a reservation (Korean, as `/alert` shows them), each linking to my pre-orders. */
export function alarmTexts(title: string, storeName: string) {
  const link = "/reservation";
  return {
    arrived: (collectBy: string) => ({
      title: "예약 상품이 매장에 도착했어요",
      body: `${title}이(가) ${storeName}에 도착했습니다. ${collectBy.replaceAll("-", ".")}까지 교환권을 보여 주시고 찾아가세요.`,
      link,
    }),
    uncollected: (refundAmt: number) => ({
      title: "예약 상품 미수령 취소 안내",
      body: `${title} 수령 기한이 지나 예약이 취소되었습니다. 결제하신 ${refundAmt.toLocaleString("ko-KR")}원은 결제 수단으로 환불됩니다.`,
      link,
    }),
  };
}
