/**
 * Exports: `sceneSvg(label, seed, width, height)`, `bannerSvg(title, subtitle, colours, width, height)`, `SeedImage`.
 * Small, real SVG illustrations drawn at seed time (sky, sun, sea and an island outline shaped by the name), with
 * their width and height known so the web app reserves their space.
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

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sceneSvg(label: string, seed: string, width: number, height: number): Buffer {
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
  const font = Math.round(height / 9);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
      + `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${skyHue},70%,62%)"/><stop offset="1" stop-color="hsl(${skyHue - 20},80%,88%)"/></linearGradient></defs>`
      + `<rect width="${width}" height="${height}" fill="url(#s)"/>`
      + `<circle cx="${sunX}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.09)}" fill="#ffd54f"/>`
      + `<polygon points="${points.join(' ')}" fill="hsl(${40 + (h % 30)},35%,55%)"/>`
      + `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="hsl(${seaHue},75%,38%)"/>`
      + `<text x="${Math.round(width * 0.05)}" y="${height - Math.round(font * 0.8)}" font-family="sans-serif" font-size="${font}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`
      + `</svg>`,
  );
}

export function bannerSvg(title: string, subtitle: string, colours: readonly [string, string], width: number, height: number): Buffer {
  const font = Math.round(height / 7);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
      + `<rect width="${width}" height="${height}" fill="${colours[0]}"/>`
      + `<path d="M0 ${Math.round(height * 0.8)} Q ${width / 4} ${Math.round(height * 0.7)} ${width / 2} ${Math.round(height * 0.8)} T ${width} ${Math.round(height * 0.8)} V ${height} H 0 Z" fill="${colours[1]}" opacity="0.35"/>`
      + `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.42)}" font-family="sans-serif" font-size="${font}" font-weight="700" fill="${colours[1]}">${escapeXml(title)}</text>`
      + `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.42 + font * 1.2)}" font-family="sans-serif" font-size="${Math.round(font * 0.55)}" fill="${colours[1]}">${escapeXml(subtitle)}</text>`
      + `</svg>`,
  );
}
