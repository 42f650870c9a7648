/** The files module's public entry: the only file other modules import (docs/decisions/375). */
export { registerThumbnailRoute } from "./thumbnail.routes";
