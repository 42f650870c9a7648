/** Orders that count as bought, whose items may be reviewed: picked up (03) or delivered (06). */
export const REVIEWABLE_ORDER_STATUSES = ["03", "06"] as const;
