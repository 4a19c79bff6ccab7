import { figure } from './html';
import { demoUrl, illustrationSvg, type MediaFile } from './media';

// In-article pictures: a content file calls illus(caption) where the picture belongs; the runner
// writes every picture registered this way.

const registered: MediaFile[] = [];
const COLOURS = ['#a3161c', '#b4471b', '#8c1b3a', '#9b2a14'];

export function illus(caption: string): string {
  const n = registered.length + 1;
  const file = `illus-${n}.svg`;
  registered.push({ file, svg: illustrationSvg(caption, COLOURS[n % COLOURS.length], n) });
  return figure(demoUrl(file), caption);
}

export const illustrationFiles = (): MediaFile[] => registered;
