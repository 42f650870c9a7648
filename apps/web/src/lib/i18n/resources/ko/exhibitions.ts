export default {
  itemCount_other: "상품 {{count}}개",
  period: "기간",
  products: "기획 상품",
  noProducts: "준비 중인 상품이에요. 곧 채워질 예정이에요.",
  emptyExhibitions: "지금 진행 중인 기획전이 없어요",
  promotion: {
    title: "프로모션",
    tabs: "프로모션 기간",
    period: {
      ONGOING: "진행 중",
      UPCOMING: "오픈 예정",
      ENDED: "종료",
    },
    empty: {
      ONGOING: "지금 진행 중인 프로모션이 없어요",
      UPCOMING: "오픈 예정인 프로모션이 없어요",
      ENDED: "종료된 프로모션이 없어요",
    },
  },
  kinds: {
    PUBLIC: {
      title: "기획전",
      eyebrow: "EXHIBITION",
      headline: "셀러가 고른 이달의 기획전",
      text: "테마별로 모은 와인과 술을 만나보세요.",
    },
    ONLY_ONE: {
      title: "회원 단독 상품",
      eyebrow: "ONLY ONE",
      headline: "셀러 회원만 살 수 있는 단독 상품",
      text: "셀러가 직접 들여온 한정 수량의 회원 전용 보틀이에요.",
    },
    BRAND: {
      title: "브랜드 위크",
      eyebrow: "BRAND WEEK",
      headline: "회원을 위한 브랜드 위크",
      text: "이번 주 주목할 브랜드를 회원 전용 혜택가로 소개해요.",
    },
    PLAN: {
      title: "프리미엄 기획전",
      eyebrow: "PREMIUM",
      headline: "회원 전용 프리미엄 기획전",
      text: "특별한 날을 위한 프리미엄 셀렉션을 회원에게 먼저 공개해요.",
    },
  },
  mySeller: {
    title: "자주 산 상품",
    headline: "자주 찾는 상품을 모았어요",
    text: "구매 횟수가 많은 순서대로 보여 드려요.",
    bought_other: "{{countText}}번 구매 · 최근 {{date}}",
    empty: "아직 구매한 상품이 없어요",
    emptyText: "마음에 드는 술을 찾으면 여기에서 다시 만날 수 있어요.",
    shop: "상품 둘러보기",
  },
  login: {
    title: "회원 전용 페이지예요",
    text: "로그인하면 회원 단독 상품과 전용 기획전을 볼 수 있어요.",
    action: "로그인하기",
  },
  notFound: {
    title: "찾을 수 없는 기획전이에요",
    text: "종료되었거나 주소가 바뀌었을 수 있어요.",
    list: "목록으로 가기",
  },
  error: {
    title: "정보를 불러오지 못했어요",
    text: "네트워크 상태를 확인한 뒤 다시 시도해 주세요.",
    retry: "다시 시도",
  },
};
