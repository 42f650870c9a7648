import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useMatches, useNavigate } from "react-router";
import { syncSessionCookie } from "../lib/http/tokens";
import { detectLanguage, initI18n, type Language, syncLanguageCookie } from "../lib/i18n/i18n";
import { MemberEffects } from "./member-effects";
import { installNativeBack } from "./native-back/install-native-back";
import { routeNameOf } from "./routes/route-handle";
import { addSessionResetListener, setSessionNavigator } from "./session";
import { runStartup } from "./startup/run-startup";

/**
 * What the app does once it is live in the browser (none of it runs on the server): the cookie
 * copies of the session and the language (the server renders with them), the stored language when
 * it differs from the one the page was rendered in (the page switches in place: nothing typed is
 * lost), the native back button, how a session reset navigates and clears the cached server data,
 * the start-up work (SPEC §7), and the member's counts.
 */
export function AppEffects({ renderedIn }: { renderedIn: Language }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = useMatches();
  const current = useRef(matches);
  current.current = matches;

  useEffect(() => {
    syncSessionCookie();
    const stored = detectLanguage();
    syncLanguageCookie(stored);
    if (stored !== renderedIn) void initI18n().changeLanguage(stored);
  }, [renderedIn]);

  useEffect(() => {
    const go = (to: string | number, opts?: { replace?: boolean }) =>
      typeof to === "number" ? navigate(to) : navigate(to, opts);
    setSessionNavigator((path, opts) => void Promise.resolve(go(path, opts)).catch(() => undefined));
    const removeBack = installNativeBack({ navigate: go, routeName: () => routeNameOf(current.current) });
    const removeReset = addSessionResetListener(() => queryClient.clear());
    void runStartup();
    return () => {
      removeBack();
      removeReset();
    };
  }, [navigate, queryClient]);

  return <MemberEffects />;
}
