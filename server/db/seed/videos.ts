import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { placeCopy } from '../../lib/placeFile';
import { DEMO_DIR } from './media';

// The demo lectures (40-50 minutes each): H.264/AAC MP4 files committed in ./media (rendered once by
// scripts/demo/make-demo-videos.sh; the server never runs ffmpeg). The seed copies them to
// UPLOAD_DIR/demo/videos/ under a name carrying a hash of the content, so they can be
// cached for long and a re-rendered clip gets a new address.

export type Clip = 'theory' | 'history' | 'rules' | 'integrity';

/** seconds, as ffprobe measured the committed files (a test reads the MP4 header to confirm) */
export const clipDurations: Record<Clip, number> = { theory: 2700, history: 3000, rules: 2400, integrity: 2700 };

export const clipSource = (clip: Clip): string => join(__dirname, 'media', `${clip}.mp4`);

/** Copies every clip into the data folder; answers each clip's name under uploads/. Safe to repeat. */
export async function copyVideos(uploadDir: string): Promise<Record<Clip, string>> {
  const dir = join(uploadDir, DEMO_DIR, 'videos');
  await mkdir(dir, { recursive: true });
  const names = {} as Record<Clip, string>;
  for (const clip of Object.keys(clipDurations) as Clip[]) {
    const source = clipSource(clip);
    const bytes = await readFile(source);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const file = `${clip}-${hash}.mp4`;
    await placeCopy(source, join(dir, file), bytes.length);
    names[clip] = `demo/videos/${file}`;
  }
  return names;
}
