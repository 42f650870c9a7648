/** The alarms module's public entry: the only file other modules import (docs/decisions/375). */
export { registerAlarmsRoutes } from "./alarms.routes";
