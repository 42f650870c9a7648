export default {
  newCount: "새 알림",
  readAll: "모두 읽음",
  empty: "받은 알림이 없습니다",
  unread: "읽지 않음",
  pushFallback: "새 알림이 도착했어요",
};
