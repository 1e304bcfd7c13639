/**
 * Exports: `sceneSvg(seed, width, height)`, `bannerSvg(seed, colours, width, height)`, `SeedImage`.
 * Small, real SVG illustrations drawn at seed time (sky, sun, sea and an island outline shaped by the name; a banner
 * of waves), with their width and height known so the web app reserves their space. They carry no text: an image
 * is the same on every language's page and is cropped to fit its card, so names, titles and discounts are the
 * page's own translated text (an English name on a Greek page, or "-10%" cropped to "0%" beside the card's badge,
 * were what travellers saw).
 */
import { hash } from '../../../operators/demo/text';

export interface SeedImage {
  readonly seedKey: string;
  readonly originalName: string;
  readonly mimeType: 'image/svg+xml';
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly data: Buffer;
}

export function sceneSvg(seed: string, width: number, height: number): Buffer {
  const h = hash(seed);
  const skyHue = 190 + (h % 30);
  const seaHue = 195 + ((h >> 5) % 25);
  const horizon = Math.round(height * 0.62);
  const peaks = 3 + (h % 3);
  const points: string[] = [`0,${horizon}`];
  for (let i = 0; i <= peaks * 2; i++) {
    const x = Math.round((width * (0.15 + (0.6 * i) / (peaks * 2))));
    const rise = i % 2 === 1 ? 0.12 + (((h >> (i + 3)) % 10) / 100) * 1.5 : 0.02;
    points.push(`${x},${Math.round(horizon - height * rise)}`);
  }
  points.push(`${width},${horizon}`);
  const sunX = Math.round(width * (0.7 + ((h >> 7) % 20) / 100));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
      + `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${skyHue},70%,62%)"/><stop offset="1" stop-color="hsl(${skyHue - 20},80%,88%)"/></linearGradient></defs>`
      + `<rect width="${width}" height="${height}" fill="url(#s)"/>`
      + `<circle cx="${sunX}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.09)}" fill="#ffd54f"/>`
      + `<polygon points="${points.join(' ')}" fill="hsl(${40 + (h % 30)},35%,55%)"/>`
      + `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="hsl(${seaHue},75%,38%)"/>`
      + `</svg>`,
  );
}

export function bannerSvg(seed: string, colours: readonly [string, string], width: number, height: number): Buffer {
  const h = hash(seed);
  const wave = (level: number, depth: number, opacity: number) => {
    const y = Math.round(height * level);
    const d = Math.round(height * depth);
    return `<path d="M0 ${y} Q ${width / 4} ${y - d} ${width / 2} ${y} T ${width} ${y} V ${height} H 0 Z" fill="${colours[1]}" opacity="${opacity}"/>`;
  };
  const sunX = Math.round(width * (0.55 + ((h >> 3) % 30) / 100));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
      + `<rect width="${width}" height="${height}" fill="${colours[0]}"/>`
      + `<circle cx="${sunX}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.12)}" fill="${colours[1]}" opacity="0.5"/>`
      + wave(0.62, 0.08 + (h % 5) / 100, 0.2) + wave(0.74, 0.06, 0.3) + wave(0.86, 0.05, 0.45)
      + `</svg>`,
  );
}
