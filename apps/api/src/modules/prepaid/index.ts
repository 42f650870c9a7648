/** The prepaid module's public entry: the only file other modules import (docs/decisions/375). */
export { findBalance, ledgerSum } from "./prepaid.repository";
export {
  admitPrepaidCharge,
  creditPrepaid,
  debitPrepaid,
  fulfilPrepaidCharge,
  registerPrepaidRoutes,
} from "./prepaid.routes";
