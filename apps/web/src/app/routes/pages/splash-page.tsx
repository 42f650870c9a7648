import { useEffect } from "react";
import { useNavigate } from "react-router";
import { SplashScreen } from "../../../features/system/components/splash-screen";
import { checkVersion } from "../../startup/version-check";
import { href } from "../paths";

/** The logo stays at least this long, so the screen reads as a start screen rather than a flash. */
export const SPLASH_MIN_MS = 900;

/**
 * `/splash`: the app's start screen. It runs SPEC §7's version check (a new web version asks the
 * native app to clear its cache) and then replaces itself with home, so back never returns here.
 * A failed check is only logged (SPEC §8) and home follows all the same.
 */
export default function SplashPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const shown = new Promise((resolve) => setTimeout(resolve, SPLASH_MIN_MS));
    void Promise.all([checkVersion(), shown]).then(() => {
      if (live) void navigate(href("main"), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <SplashScreen />;
}
