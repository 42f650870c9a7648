export default {
  label: "Search term",
  placeholder: "Search wine, whisky, producers",
  submit: "Search",
  clear: "Clear the search term",
  back: "Back",
  cancel: "Cancel",
  recent: {
    title: "Recent searches",
    clearAll: "Delete all",
    remove: "Delete the recent search {{term}}",
    empty: "No recent searches.",
  },
  popular: {
    title: "Popular searches",
    empty: "The popular searches could not be loaded.",
  },
  suggest: {
    keywords: "Suggested searches",
    products: "Suggested products",
    none: "No suggestions for '{{term}}'. Press search to look for it.",
  },
  result: {
    title: "Results for '{{keyword}}'",
    corrected: "Showing results for '{{word}}'.",
    original: "Nothing was found for '{{keyword}}', so a similar term was used.",
    empty: {
      title: "No results for '{{keyword}}'",
      description: "Check the spelling or try another term.",
      filtered: "Clear the chosen filters to see more products.",
      reset: "Reset filters",
    },
  },
};
