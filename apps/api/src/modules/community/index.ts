/** The community module's public entry: the only file other modules import (docs/decisions/375). */
export { registerCommunityRoutes, registerStoreCommunityRoutes } from "./community.routes";
