export default {
  appName: "셀러",
  confirm: "확인",
  cancel: "취소",
  close: "닫기",
  retry: "다시 시도",
  loading: "불러오는 중",
  cancelled: "취소되었습니다",
  honorific: "{{name}}님",
  won: "{{value}}원",
  distanceKm: "{{value}} km",
  allBranches: "전 지점",
};
