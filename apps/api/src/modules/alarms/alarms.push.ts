import type { PushSender } from "../../adapters/push/push";
import type { Queryable } from "../../app/query";
import { findPushTokens, type NewAlarm } from "./alarms.repository";

/**
 * Sends an alarm as a push to every device the member registered (refreshPushToken). A device the
 * provider refuses is skipped: the alarm itself is already in `/alert` (decision 391).
 */
export async function pushToMember(db: Queryable, push: PushSender, alarm: NewAlarm): Promise<number> {
  const devices = await findPushTokens(db, alarm.mberNo);
  let sent = 0;
  for (const d of devices) {
    try {
      await push.send({
        pushToken: d.pushToken,
        mberNo: alarm.mberNo,
        title: alarm.title,
        body: alarm.body,
        link: alarm.link ?? null,
      });
      sent += 1;
    } catch {
      // The provider refused this device (an old token); the other devices still get it.
    }
  }
  return sent;
}
