import { z } from "zod";

export * from "./constants";

/** Every API body is `{code, message, data}` (CONTRACT.md §3). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data });
