import { type ReactNode, useState } from "react";
import { useCatalogueCodes } from "../api/get-catalogue-codes";
import type { useProductList } from "../hooks/use-product-list";
import { FilterBar } from "./filter-bar";
import { FilterSheet } from "./filter-sheet";
import { ProductGrid } from "./product-grid";

type CatalogueListProps = {
  list: ReturnType<typeof useProductList>;
  productHref: (itemCd: string) => string;
  searchWord?: string;
  /** Above the cards (e.g. the search's corrected-word notice). */
  notice?: ReactNode;
  empty: ReactNode;
};

/** The list body shared by `/product` and `/search/:keyword`: filter bar, sheet, cards. */
export function CatalogueList({ list, productHref, searchWord, notice, empty }: CatalogueListProps) {
  const codes = useCatalogueCodes();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <FilterBar
        codes={codes}
        filters={list.state}
        sort={list.state.sort}
        total={list.total}
        counting={list.isPending}
        onFilters={list.setFilters}
        onSort={list.setSort}
        onOpenSheet={() => setSheetOpen(true)}
      />
      {notice}
      <ProductGrid
        items={list.items}
        productHref={productHref}
        isPending={list.isPending}
        isError={list.isError}
        moreFailed={list.moreFailed}
        isFetchingMore={list.isFetchingMore}
        canLoadMore={list.canLoadMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        empty={empty}
      />
      <FilterSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        codes={codes}
        applied={list.state}
        searchWord={searchWord}
        onApply={list.setFilters}
      />
    </>
  );
}
