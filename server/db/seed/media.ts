import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { placeText } from '../../lib/placeFile';
import { FONT, esc, ribbon, star, svgDoc, wall, wrap } from './svg';

// The demo images: banners for the home carousel, news covers and in-article illustrations.
// They are files under UPLOAD_DIR/demo/ (default DATA_DIR/uploads/demo/), served like any upload at /uploads/demo/<file>.

/** under UPLOAD_DIR */
export const DEMO_DIR = 'demo';
export const demoUrl = (file: string): string => `/uploads/${DEMO_DIR}/${file}`;

export interface MediaFile {
  file: string;
  svg: string;
}

export interface BannerArt {
  headline: string;
  subline: string;
  /** gradient from, to */
  colours: [string, string];
}

/** 1920x400 banner: red gradient, gold ribbons and stars, a wall along the hills, the headline. */
export function bannerSvg(art: BannerArt, variant: number): string {
  const W = 1920;
  const H = 400;
  const ridge = (x: number) => 330 - 40 * Math.sin((x + variant * 300) / 260) - 18 * Math.sin(x / 90);
  const stars = [
    star(1540 - variant * 40, 120, 56, '#ffd86b', 0.95),
    star(1660 - variant * 40, 70, 20, '#ffe9a8', 0.9),
    star(1700 - variant * 40, 140, 16, '#ffe9a8', 0.85),
    star(1650 - variant * 40, 210, 18, '#ffe9a8', 0.85),
    star(1560 - variant * 40, 250, 12, '#ffe9a8', 0.7),
  ].join('');
  const body = `
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colours[0]}"/><stop offset="1" stop-color="${art.colours[1]}"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe7a0" stop-opacity="0"/><stop offset="0.5" stop-color="#ffd36a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffb640" stop-opacity="0.1"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.3" r="0.5"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.45"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${ribbon(W, 150 + variant * 12, 90, 26, 'url(#gold)')}
${ribbon(W, 205 + variant * 8, 70, 10, 'url(#gold)')}
${wall(W, ridge, '#7a0b0b', 0.55)}
${wall(W, (x) => ridge(x) + 30, '#5c0606', 0.6)}
${stars}
<text x="240" y="175" font-family="${FONT}" font-size="68" font-weight="700" fill="#fff6d8" letter-spacing="6">${esc(art.headline)}</text>
<rect x="240" y="205" width="120" height="6" fill="#ffd36a"/>
<text x="240" y="262" font-family="${FONT}" font-size="32" fill="#ffe9b8" letter-spacing="3">${esc(art.subline)}</text>`;
  return svgDoc(W, H, art.headline, body);
}

/** 640x360 news cover in the category's colour, with the category name and the title. */
export function coverSvg(title: string, categoryName: string, colour: string, seed: number): string {
  const lines = wrap(title, 14, 3);
  const text = lines
    .map(
      (l, i) => `<text x="48" y="${170 + i * 50}" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffffff">${esc(l)}</text>`,
    )
    .join('');
  const cx = 520 + (seed % 5) * 12;
  const body = `
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#3d0505"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#c)"/>
<circle cx="${cx}" cy="80" r="${110 + (seed % 4) * 10}" fill="#ffffff" opacity="0.07"/>
<circle cx="${cx + 40}" cy="300" r="90" fill="#ffd36a" opacity="0.08"/>
${star(560, 70, 26, '#ffd86b', 0.9)}
${ribbon(640, 320, 30, 8, '#ffd36a')}
<rect x="48" y="52" width="${categoryName.length * 24 + 28}" height="40" rx="20" fill="#ffd36a"/>
<text x="62" y="80" font-family="${FONT}" font-size="22" font-weight="700" fill="#8a1010">${esc(categoryName)}</text>
${text}`;
  return svgDoc(640, 360, title, body);
}

/** 800x450 illustration inside an article: a framed scene with a caption. */
export function illustrationSvg(caption: string, colour: string, seed: number): string {
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 60 + ((seed * 37 + i * 53) % 140);
    return `<rect x="${120 + i * 95}" y="${330 - h}" width="56" height="${h}" rx="6" fill="${i % 2 ? '#ffd36a' : '#ffffff'}" opacity="0.85"/>`;
  }).join('');
  const body = `
<rect width="800" height="450" fill="${colour}"/>
<rect x="24" y="24" width="752" height="402" rx="16" fill="none" stroke="#ffd36a" stroke-width="3" opacity="0.7"/>
${wall(800, (x) => 360 - 25 * Math.sin((x + seed * 90) / 120), '#000000', 0.18)}
${bars}
${star(680, 100, 36, '#ffd86b', 0.95)}
<text x="400" y="400" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#fff6d8">${esc(caption)}</text>`;
  return svgDoc(800, 450, caption, body);
}

/** Writes the files; safe to repeat (same names, same content). */
export async function writeMedia(uploadDir: string, files: MediaFile[]): Promise<void> {
  const dir = join(uploadDir, DEMO_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all(files.map((f) => placeText(join(dir, f.file), f.svg)));
}
