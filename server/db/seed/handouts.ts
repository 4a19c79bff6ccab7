import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lessonSeeds, tagSeeds } from './lessons-data';
import { placeCopy } from '../../lib/placeFile';
import { DEMO_DIR } from './media';

// The demo handouts: Word files (and one PDF) committed in ./media/handouts (written once by
// scripts/demo/make-demo-handouts.ts from the catalogue). The seed copies
// them to UPLOAD_DIR/demo/handouts/ under a name carrying a hash of the content, like the
// videos, and records each file's real size.

export interface HandoutSource {
  /** the committed file under media/handouts */
  source: string;
  title: string;
  /** the name the download is saved under */
  fileName: string;
}

/** One lecture-notes file per tag (a section per lesson of the tag), in tag order. */
export const tagNotes: HandoutSource[] = tagSeeds.map((t, i) => ({
  source: `notes-${i + 1}.docx`,
  title: `${t.name}学习讲义`,
  fileName: `${t.name}学习讲义.docx`,
}));

/** The study record form every required lesson hands out. */
export const recordForm: HandoutSource = { source: 'record-form.docx', title: '学员学习记录表', fileName: '学员学习记录表.docx' };

/** The party school's guide to writing an application for membership (a PDF, for the topics). */
export const applicationGuide: HandoutSource = {
  source: 'application-guide.pdf',
  title: '入党申请书写作指导',
  fileName: '入党申请书写作指导.pdf',
};

/** Every committed handout. */
export const allHandouts: HandoutSource[] = [...tagNotes, recordForm, applicationGuide];

export const handoutSourcePath = (h: HandoutSource): string => join(__dirname, 'media', 'handouts', h.source);

export interface StoredHandout extends HandoutSource {
  /** under uploads/ */
  path: string;
  size: number;
  /** docx or pdf */
  type: string;
}

/** Copies every handout into the data folder; answers them with their paths and sizes. Safe to repeat. */
export async function copyHandouts(uploadDir: string): Promise<Map<string, StoredHandout>> {
  const dir = join(uploadDir, DEMO_DIR, 'handouts');
  await mkdir(dir, { recursive: true });
  const out = new Map<string, StoredHandout>();
  for (const h of allHandouts) {
    const bytes = await readFile(handoutSourcePath(h));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const [base, ext] = h.source.split('.');
    const file = `${base}-${hash}.${ext}`;
    await placeCopy(handoutSourcePath(h), join(dir, file), bytes.length);
    out.set(h.source, { ...h, path: `demo/handouts/${file}`, size: bytes.length, type: ext });
  }
  return out;
}

/** The handouts of lesson i of lessonSeeds: its tag's notes, and the record form when required. */
export function handoutsOfLesson(i: number): HandoutSource[] {
  const lesson = lessonSeeds[i];
  const notes = tagNotes[tagSeeds.findIndex((t) => t.name === lesson.tag)];
  return lesson.required ? [notes, recordForm] : [notes];
}
