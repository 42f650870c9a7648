import { queryOptions, useQuery } from "@tanstack/react-query";
import { checkPermission, getAppVersion, getPermissions } from "../../../lib/bridge/actions";
import type { PermissionType, YesNo } from "../../../lib/bridge/types";

export const PERMISSION_TYPES: readonly PermissionType[] = ["ALARM", "CAMERA", "READ", "GPS"];
export type Permissions = Record<PermissionType, YesNo>;

/** WM0004: every permission at once. Outside the app the bridge rejects and the query errors. */
export async function loadPermissions(): Promise<Permissions> {
  const p = await getPermissions();
  return { ALARM: p.alarmYn, CAMERA: p.cameraYn, READ: p.readYn, GPS: p.gpsYn };
}

/** WM0003: one permission again (after the user changed it in the phone's settings). */
export async function recheckPermission(type: PermissionType): Promise<YesNo> {
  return (await checkPermission(type)).permYn;
}

export const permissionsQueryKey = ["account", "native-permissions"] as const;

export function usePermissions() {
  return useQuery(queryOptions({ queryKey: permissionsQueryKey, queryFn: loadPermissions, retry: false }));
}

/** WM0005: the native app's version. */
export function useAppVersion() {
  return useQuery({
    queryKey: ["account", "app-version"],
    queryFn: async () => (await getAppVersion()).appVersion,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
