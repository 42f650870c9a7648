import { useEffect, useState } from "react";
import { checkPermission } from "../../../lib/bridge/actions";

/**
 * The native GPS permission (WM0003 type GPS), asked each time a store screen opens: `true` only for
 * 'Y' (SPEC §6). Outside the app, or when the bridge fails, it is `false` (only logged); `null` while asking.
 */
export function useGpsPermission(): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    checkPermission("GPS").then(
      (answer) => live && setAllowed(answer.permYn === "Y"),
      (error: unknown) => {
        console.warn("[stores] GPS permission unavailable", error);
        if (live) setAllowed(false);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return allowed;
}
