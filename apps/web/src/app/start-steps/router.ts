/**
 * Evaluates the router library (its own chunk) in a task of its own before the app's start
 * (main.tsx, decision 314). One name is re-exported: importing the library's whole namespace
 * would keep all of it in the bundle.
 */
export { RouterProvider } from "react-router";
