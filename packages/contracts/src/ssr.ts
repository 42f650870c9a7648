/**
 * Element ids shared by the API's page render (apps/api web-ssr.ts) and the web app that reads them.
 * A module of its own: the web's entry (main.tsx) imports it before the first paint.
 */

/** The script element a server-rendered page carries its state in (decision 310). */
export const SSR_STATE_ID = "cellar-ssr-state";
/** The script element listing the chunks of a server-rendered page, preloaded after the first paint (decision 314). */
export const SSR_SCRIPTS_ID = "cellar-ssr-scripts";
