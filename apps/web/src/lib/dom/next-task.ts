/**
 * Resolves in a later task: the browser can paint and handle a tap in between, so work cut at
 * these points never makes one long task (decision 314).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
