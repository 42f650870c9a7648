export type NativeHostOptions = {
  permissions?: Partial<Record<"ALARM" | "CAMERA" | "READ" | "GPS", "Y" | "N">>;
  pushToken?: string;
  adId?: string;
  appVersion?: string;
  failures?: Record<string, { code?: string; message?: string } | "silent">;
  delayMs?: number;
  panel?: boolean;
};
export type NativeCall = { action: string; params: Record<string, unknown>; at: number };
