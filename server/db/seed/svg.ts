// Drawing helpers for the demo images. The platform ships no photos (no internet at install time,
// no licences to clear), so every banner, cover and illustration is an SVG made here.

export const FONT = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="${opacity}"/>`;
}

/**
 * A wall with crenellations following a ridge line, the way the Great Wall climbs the hills:
 * `ridge` gives the height of the wall at each x.
 */
export function wall(width: number, ridge: (x: number) => number, colour: string, opacity: number): string {
  const step = 24;
  let top = '';
  for (let x = 0; x <= width; x += step) {
    const y = ridge(x).toFixed(1);
    const notch = (ridge(x) - 9).toFixed(1);
    top += ` L${x},${y} L${x},${notch} L${x + step / 2},${notch} L${x + step / 2},${y}`;
  }
  return `<path d="M0,${ridge(0).toFixed(1)}${top} L${width},${ridge(width).toFixed(1)} L${width},1000 L0,1000 Z" fill="${colour}" opacity="${opacity}"/>`;
}

/** A flowing ribbon: two cubic curves closed into a band. */
export function ribbon(width: number, y: number, amplitude: number, thickness: number, fill: string): string {
  const a = amplitude;
  return (
    `<path d="M0,${y} C${width * 0.3},${y - a} ${width * 0.6},${y + a} ${width},${y - a / 2} ` +
    `L${width},${y - a / 2 + thickness} C${width * 0.6},${y + a + thickness} ${width * 0.3},${y - a + thickness} 0,${y + thickness} Z" ` +
    `fill="${fill}"/>`
  );
}

/** Splits a title into lines of at most `per` characters for SVG text (SVG does not wrap). */
export function wrap(text: string, per: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length && lines.length < maxLines; i += per) lines.push(text.slice(i, i + per));
  if (lines.length * per < text.length) lines[lines.length - 1] = lines[lines.length - 1].slice(0, per - 1) + '…';
  return lines;
}

export const svgDoc = (w: number, h: number, label: string, body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">\n${body}\n</svg>\n`;
