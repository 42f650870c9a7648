/** The alarms module's public entry: the only file other modules import (docs/decisions/375). */
export { pushToMember } from "./alarms.push";
export { createAlarm, type NewAlarm } from "./alarms.repository";
export { registerAlarmsRoutes } from "./alarms.routes";
