// Which sources the bytes of a built chunk come from, read from its source map (a small VLQ decoder:
// each mapping segment owns the bytes up to the next segment of its line). Used to say what costs
// what in the initial JavaScript.

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = Object.fromEntries([...B64].map((c, i) => [c, i]));

function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const d = DIGIT[ch];
    if (d === undefined) throw new Error(`bad source map character ${ch}`);
    value += (d & 31) << shift;
    if (d & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Bytes of `code` per entry of `map.sources` (unmapped bytes under "(unmapped)"). */
export function bytesBySource(code, map) {
  const lines = code.split("\n");
  const sizes = new Map();
  const add = (key, n) => sizes.set(key, (sizes.get(key) ?? 0) + n);
  let source = 0;
  const mapLines = map.mappings.split(";");
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    const lineBytes = Buffer.byteLength(line) + (li < lines.length - 1 ? 1 : 0);
    const segs = (mapLines[li] ?? "").split(",").filter(Boolean);
    let col = 0;
    const points = [];
    for (const s of segs) {
      const f = decodeSegment(s);
      col += f[0];
      if (f.length >= 4) {
        source += f[1];
        points.push({ col, source });
      } else {
        points.push({ col, source: -1 });
      }
    }
    if (!points.length) {
      add("(unmapped)", lineBytes);
      continue;
    }
    if (points[0].col > 0) add("(unmapped)", Buffer.byteLength(line.slice(0, points[0].col)));
    for (let i = 0; i < points.length; i++) {
      const end = i + 1 < points.length ? points[i + 1].col : line.length;
      const n =
        Buffer.byteLength(line.slice(points[i].col, end)) + (i + 1 === points.length && li < lines.length - 1 ? 1 : 0);
      add(points[i].source < 0 ? "(unmapped)" : (map.sources[points[i].source] ?? "(unknown)"), n);
    }
  }
  return sizes;
}

/** A readable owner of a source path: the npm package, or the app folder it lives in. */
export function owner(path) {
  const nm = path.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = path.slice(nm + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const web = path.match(/apps\/web\/src\/(.*)$/);
  if (web) {
    const p = web[1].split("/");
    if (p[0] === "features" || (p[0] === "lib" && p.length > 2)) return `web ${p.slice(0, 2).join("/")}`;
    return `web ${p.slice(0, Math.min(2, p.length - 1)).join("/") || p[0]}`;
  }
  const contracts = path.match(/packages\/contracts\/src\/(.*)$/);
  if (contracts) return `contracts ${contracts[1]}`;
  return path.replace(/^(\.\.\/)+/, "");
}
