#!/usr/bin/env node
// Draws the app icons (public/icons/*.png, public/apple-touch-icon.png) from the logo's shapes: no downloads,
// no image libraries. Shapes are in a 64-unit square, like src/ui/shared/layout/logo-mark.tsx.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BLUE = [11, 79, 138], WHITE = [255, 255, 255], YELLOW = [255, 209, 102], SEA = [124, 198, 254];

function inPolygon(x, y, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i], [xj, yj] = pts[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function roundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 64 - r), cy = Math.min(Math.max(y, r), 64 - r);
  return x >= 0 && y >= 0 && x <= 64 && y <= 64 && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The colour at a point of the 64-unit logo, or null outside it. */
function logo(x, y, maskable) {
  if (!maskable && !roundedSquare(x, y, 14)) return null;
  if (maskable) { x = 32 + (x - 32) / 0.78; y = 32 + (y - 32) / 0.78; }
  const wave = 50 + 1.5 * Math.sin((x / 10) * Math.PI);
  if (Math.abs(y - wave) < 1.6 && x > 6 && x < 58) return SEA;
  if (inPolygon(x, y, [[14, 36], [50, 36], [45, 45], [19, 45]])) return WHITE;
  if (inPolygon(x, y, [[22, 28], [38, 28], [43, 36], [22, 36]])) return YELLOW;
  if (x >= 27 && x <= 35 && y >= 24 && y <= 28) return YELLOW;
  return BLUE;
}

function render(size, maskable) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const ss = 4;
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < ss; sy++) for (let sx = 0; sx < ss; sx++) {
        const c = logo(((px + (sx + 0.5) / ss) / size) * 64, ((py + (sy + 0.5) / ss) / size) * 64, maskable);
        if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
      }
      const o = py * (size * 4 + 1) + 1 + px * 4;
      raw[o] = a ? r / a : 0; raw[o + 1] = a ? g / a : 0; raw[o + 2] = a ? b / a : 0; raw[o + 3] = (a / (ss * ss)) * 255;
    }
  }
  return png(size, raw);
}

function png(size, raw) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => { let c = 0xffffffff; for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4); sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr[8] = 8; ihdr[9] = 6;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const pub = path.resolve(import.meta.dirname, '..', 'public');
fs.mkdirSync(path.join(pub, 'icons'), { recursive: true });
fs.writeFileSync(path.join(pub, 'icons', 'icon-192.png'), render(192, false));
fs.writeFileSync(path.join(pub, 'icons', 'icon-512.png'), render(512, false));
fs.writeFileSync(path.join(pub, 'icons', 'icon-512-maskable.png'), render(512, true));
fs.writeFileSync(path.join(pub, 'apple-touch-icon.png'), render(180, true));
console.log('icons written to public/icons and public/apple-touch-icon.png');
