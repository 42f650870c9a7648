import type { EventShortcutLinks } from "../../../features/home/components/event-shortcuts";
import { href } from "../paths";

/** Home's event shortcuts (issues 22 and 24), shared by the home page and its skeleton. */
export const eventShortcutLinks: EventShortcutLinks = {
  preorders: href("reservationList"),
  luckyDraws: href("luckyDraw"),
  roulette: href("roulette"),
  events: href("eventPage"),
  specialSales: href("specialSales"),
};
