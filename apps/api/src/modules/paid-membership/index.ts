/** The paid-membership module's public entry: the only file other modules import (docs/decisions/375). */
export { fulfilPaidMembership, isPaidMember, registerPaidMembershipRoutes } from "./paid-membership.routes";
