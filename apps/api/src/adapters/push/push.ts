import type { Logger } from "pino";
import type { Queryable } from "../../app/query";
import { pushMessages } from "./push.table";

export type PushMessage = { pushToken: string; mberNo: string; title: string; body: string; link: string | null };

/** Sends a push to one device through the native app's provider (decision 391). */
export type PushSender = { name: string; send(message: PushMessage): Promise<void> };

/**
 * The sandbox provider: records each push in `push_messages` (the outbox tests and the demo read)
 * and logs it; no device is reached. A real provider (FCM/APNs) implements the same interface.
 */
export function createSandboxPush(db: Queryable, logger?: Logger): PushSender {
  return {
    name: "sandbox",
    async send(message) {
      await db.insert(pushMessages).values(message);
      logger?.info({ mberNo: message.mberNo, title: message.title, link: message.link }, "push sent (sandbox)");
    },
  };
}
