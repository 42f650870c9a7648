/** Evaluates TanStack Query (its own chunk) in a task of its own before the app's start (see router.ts). */
export { QueryClient } from "@tanstack/react-query";
