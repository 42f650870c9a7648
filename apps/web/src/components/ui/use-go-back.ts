import { useCallback } from "react";
import { useNavigate } from "react-router";

/** Back inside the app's history when there is one, otherwise to `fallback` (home). */
export function useGoBack(fallback = "/"): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
