export default {
  appName: "Cellar",
  confirm: "Confirm",
  cancel: "Cancel",
  close: "Close",
  retry: "Retry",
  loading: "Loading",
  cancelled: "cancelled",
  honorific: "{{name}}",
  won: "{{value}} won",
  distanceKm: "{{value}} km",
  allBranches: "all branches",
};
