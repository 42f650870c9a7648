import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { isChunkLoadError, recoverFromChunkError } from "../../lib/chunk-error";

/** A screen that failed to load (usually a chunk after a deployment): recover once, else offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation("shell");
  const error = useRouteError();

  useEffect(() => {
    if (isChunkLoadError(error)) recoverFromChunkError(error);
    else console.error("[router] route failed", error);
  }, [error]);

  return (
    <main style={{ paddingTop: 80 }}>
      <EmptyState
        title={t("routeError.title")}
        description={t("routeError.text")}
        action={
          <Button size="md" variant="outline" onClick={() => window.location.reload()}>
            {t("routeError.reload")}
          </Button>
        }
      />
    </main>
  );
}
