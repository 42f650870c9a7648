export default {
  brand: "Cellar",
  tagline: "Wine, whisky and member benefits",
  title: "Cellar is better\nin the app",
  text: "Membership card, coupons, orders and store pickup:\nevery service lives in the Cellar app.",
  openApp: "go to the app",
  download: "download the app",
  appStore: "App Store",
  googlePlay: "Google Play",
  downloadOn: "Download on",
  benefits: {
    card: "Mobile membership card",
    coupon: "Coupons by grade",
    pickup: "Pickup at a nearby store",
  },
};
