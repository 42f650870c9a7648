import type { EventShortcutLinks } from "../../../features/home/components/event-shortcuts";
import { href } from "../paths";

/** Home's event shortcuts (issue 22), shared by the home page and its skeleton. */
export const eventShortcutLinks: EventShortcutLinks = {
  luckyDraws: href("luckyDraw"),
  roulette: href("roulette"),
  events: href("eventPage"),
  specialSales: href("specialSales"),
};
