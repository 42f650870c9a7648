export default {
  brand: "셀러",
  tagline: "와인과 위스키, 멤버십 혜택까지",
  title: "셀러 앱에서\n더 편하게 만나보세요",
  text: "멤버십 카드, 쿠폰, 주문 내역과 매장 픽업까지\n모든 서비스는 셀러 앱에서 이용할 수 있어요.",
  openApp: "앱으로 이동",
  download: "앱 다운로드",
  appStore: "App Store",
  googlePlay: "Google Play",
  downloadOn: "다운로드",
  benefits: {
    card: "모바일 멤버십 카드",
    coupon: "등급별 쿠폰 혜택",
    pickup: "가까운 매장 픽업",
  },
};
