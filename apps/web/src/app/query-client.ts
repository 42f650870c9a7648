import { QueryClient } from "@tanstack/react-query";

/**
 * The HTTP client already retries once after a token refresh and reports failures itself, so
 * queries do not retry on their own and do not refetch on window focus (a webview refocuses often).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
