import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type { PushSender } from "../../adapters/push/push";
import type { Clock } from "../../app/clock";
import type { Db } from "../../app/query";
import type * as PreordersRepository from "./preorders.repository";

/** What the pre-order use-cases work with (routes build it with the module's repository). */
export type PreordersDeps = {
  db: Db;
  clock: Clock;
  repo: typeof PreordersRepository;
  push: PushSender;
  payments: PaymentsDeps;
};
