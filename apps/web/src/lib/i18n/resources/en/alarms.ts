export default {
  newCount: "New notifications",
  readAll: "Mark all as read",
  empty: "No notifications yet",
  unread: "Unread",
  pushFallback: "You have a new notification",
};
