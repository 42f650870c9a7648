export default {
  label: "검색어",
  placeholder: "와인, 위스키, 생산자를 검색해 보세요",
  submit: "검색",
  clear: "검색어 지우기",
  back: "뒤로 가기",
  cancel: "취소",
  recent: {
    title: "최근 검색어",
    clearAll: "전체 삭제",
    remove: "최근 검색어 {{term}} 삭제",
    empty: "최근 검색한 내역이 없어요.",
  },
  popular: {
    title: "인기 검색어",
    empty: "인기 검색어를 불러오지 못했어요.",
  },
  suggest: {
    keywords: "추천 검색어",
    products: "추천 상품",
    none: "'{{term}}' 추천 검색어가 없어요. 검색 버튼을 눌러 찾아보세요.",
  },
  result: {
    title: "'{{keyword}}' 검색 결과",
    corrected: "'{{word}}'{{particle}} 검색한 결과입니다.",
    original: "'{{keyword}}'에 대한 검색 결과가 없어 비슷한 검색어로 찾았어요.",
    empty: {
      title: "'{{keyword}}' 검색 결과가 없어요",
      description: "철자를 확인하거나 다른 검색어로 찾아보세요.",
      filtered: "선택한 필터를 해제하면 더 많은 상품을 볼 수 있어요.",
      reset: "필터 초기화",
    },
  },
};
