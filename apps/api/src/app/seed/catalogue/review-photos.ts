import { crc32, deflateSync } from "node:zlib";

type Rgb = [number, number, number];

/** Photo moods of the seeded photo reviews: background top, bottom and the drink's colour. */
const MOODS: [Rgb, Rgb, Rgb][] = [
  [
    [242, 228, 214],
    [176, 140, 112],
    [110, 18, 40],
  ], // red wine on a wooden table
  [
    [236, 240, 232],
    [150, 170, 150],
    [226, 214, 140],
  ], // white wine in a garden
  [
    [40, 36, 48],
    [12, 10, 16],
    [200, 120, 40],
  ], // whisky at a bar
  [
    [250, 244, 226],
    [214, 196, 160],
    [238, 214, 120],
  ], // sparkling by a window
  [
    [222, 232, 244],
    [130, 150, 180],
    [250, 250, 236],
  ], // sake on a blue cloth
  [
    [246, 236, 222],
    [196, 170, 140],
    [150, 40, 60],
  ], // rosé and dessert wine
];
export const SEED_PHOTO_MOODS = MOODS.length;

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A small PNG "photo" of a bottle and a glass for seeded photo reviews (no image files in the
 * repository): a gradient backdrop, a bottle silhouette and a glass holding the drink's colour.
 */
export function seedPhotoPng(mood: number, size = 240): Buffer {
  const [top, bottom, drink] = MOODS[mood % MOODS.length]!;
  const rows: Buffer[] = [];
  const shift = (mood * 17) % 40;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    const t = y / (size - 1);
    for (let x = 0; x < size; x++) {
      let c: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
      const bx = x - (70 + shift);
      const inBody = y > 80 && y < 210 && bx > -22 && bx < 22;
      const inNeck = y > 30 && y <= 80 && bx > -8 && bx < 8;
      if (inBody || inNeck) c = [24, 34, 28];
      if (inBody && y > 120 && y < 165) c = [236, 230, 214]; // label
      const gx = x - (165 - shift / 2);
      const bowl = (gx * gx) / 900 + ((y - 130) * (y - 130)) / 1600 < 1 && y < 150;
      if (bowl) c = y > 118 ? drink : [mix(c[0], 255, 0.35), mix(c[1], 255, 0.35), mix(c[2], 255, 0.35)];
      if (y >= 150 && y < 200 && Math.abs(gx) < 3) c = [230, 230, 230];
      if (y >= 200 && y < 206 && Math.abs(gx) < 24) c = [230, 230, 230];
      row.set(c, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
