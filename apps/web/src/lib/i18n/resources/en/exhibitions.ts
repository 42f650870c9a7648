export default {
  itemCount_one: "{{count}} item",
  itemCount_other: "{{count}} items",
  period: "Period",
  products: "Featured products",
  noProducts: "Products are on their way. Check back soon.",
  emptyExhibitions: "No exhibitions are running right now",
  promotion: {
    title: "Promotions",
    tabs: "Promotion period",
    period: {
      ONGOING: "Ongoing",
      UPCOMING: "Upcoming",
      ENDED: "Ended",
    },
    empty: {
      ONGOING: "No promotions are running right now",
      UPCOMING: "No upcoming promotions",
      ENDED: "No ended promotions",
    },
  },
  kinds: {
    PUBLIC: {
      title: "Exhibitions",
      eyebrow: "EXHIBITION",
      headline: "This month's exhibitions, picked by Cellar",
      text: "Wines and spirits gathered by theme.",
    },
    ONLY_ONE: {
      title: "Member exclusives",
      eyebrow: "ONLY ONE",
      headline: "Exclusives only members can buy",
      text: "Limited bottles Cellar brought in for its members.",
    },
    BRAND: {
      title: "Brand week",
      eyebrow: "BRAND WEEK",
      headline: "Brand week for members",
      text: "This week's brands at members-only prices.",
    },
    PLAN: {
      title: "Premium exhibitions",
      eyebrow: "PREMIUM",
      headline: "Members-only premium exhibitions",
      text: "Premium selections for special days, shown to members first.",
    },
  },
  mySeller: {
    title: "Bought often",
    headline: "The items you buy most",
    text: "Ordered by how often you bought them.",
    bought_one: "Bought {{countText}} time · last {{date}}",
    bought_other: "Bought {{countText}} times · last {{date}}",
    empty: "You have not bought anything yet",
    emptyText: "The bottles you buy will be waiting for you here.",
    shop: "Browse products",
  },
  login: {
    title: "This page is for members",
    text: "Log in to see member exclusives and members-only exhibitions.",
    action: "Log in",
  },
  notFound: {
    title: "Exhibition not found",
    text: "It may have ended, or its address has changed.",
    list: "Back to the list",
  },
  error: {
    title: "Could not load this page",
    text: "Check your connection and try again.",
    retry: "Try again",
  },
};
