import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type { PushSender } from "../../adapters/push/push";
import type { Clock } from "../../app/clock";
import type { Db } from "../../app/query";
import type * as LuckyDrawRepository from "./luckydraw.repository";

/** What the lucky-draw use-cases work with (routes build it with the module's repository). */
export type LuckyDrawDeps = {
  db: Db;
  clock: Clock;
  repo: typeof LuckyDrawRepository;
  push: PushSender;
  payments: PaymentsDeps;
};
