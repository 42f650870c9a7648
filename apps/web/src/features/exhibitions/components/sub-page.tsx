import type { ReactNode } from "react";
import { CartButton } from "../../../components/ui/cart-button";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";

/** The frame of these pages: header with back, title and cart, then the content. */
export function SubPage({ title, cartTo, children }: { title: string; cartTo: string; children: ReactNode }) {
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={title} onBack={goBack} right={<CartButton to={cartTo} />} />
      <main>{children}</main>
    </>
  );
}
