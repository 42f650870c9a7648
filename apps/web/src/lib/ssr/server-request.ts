/**
 * What a server render knows of the request it renders (decision 310). Set only around one
 * synchronous `renderToString`, so concurrent requests never see each other's values; null in the
 * browser and outside a render.
 */
export type ServerRequest = { userAgent: string };

let current: ServerRequest | null = null;

/** True when this code runs in the server render (no DOM). */
export const IS_SERVER = typeof window === "undefined";

export function withServerRequest<T>(request: ServerRequest, render: () => T): T {
  const previous = current;
  current = request;
  try {
    return render();
  } finally {
    current = previous;
  }
}

export const serverRequest = (): ServerRequest | null => current;
