/** The next page number of a `pagedSchema` page, or undefined on the last one. */
export function nextPageOf(page: { pageNo: number; totalPages: number }): number | undefined {
  return page.pageNo < page.totalPages ? page.pageNo + 1 : undefined;
}
