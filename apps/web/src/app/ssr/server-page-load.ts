/**
 * Whether the browser is loading the modules of the page the server rendered (decision 310). That
 * page's data came with it, so the calls a page starts early while its chunk downloads (decisions
 * 244, 287) would only fetch it again.
 */
let loading = false;

export const isLoadingServerPage = () => loading;

/** Runs `load` (the matched routes' lazy steps) as the server page's load. */
export async function loadServerPage<T>(load: () => Promise<T>): Promise<T> {
  loading = true;
  try {
    return await load();
  } finally {
    loading = false;
  }
}
