import type { ReactNode } from "react";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";

/** The frame of the content pages: a header with back and the title, then the page. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={title} onBack={goBack} bordered />
      <main>{children}</main>
    </>
  );
}
