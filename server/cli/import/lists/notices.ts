import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CsvRow } from '../../../lib/lists/csvTable';
import type { ImportContext, Importer, ImportSummary } from '../importer';
import {
  A,
  articleColumns,
  NAME_MAX,
  nameCell,
  NO_NAME,
  placeArticlePictures,
  readArticleCells,
  summaryFromHtml,
  TITLE_MAX,
  type ArticleCells,
} from './articleText';
import { ImageFiles, listFolder } from './imageFile';

// 通知公告: the home page's notices (cms/notices, 通知公告 list and detail). A notice is known by its
// 标题; a file's other cells change what they name and leave the rest (an empty cell keeps the value),
// view counts are never touched, and notices a file does not name stay.

const C = { title: '标题', publisher: '发布单位' } as const;

interface Wanted {
  line: number;
  title: string;
  publisher?: string;
  cells: ArticleCells;
}
interface Prepared {
  rows: Wanted[];
  notes: string[];
  imageNote: string | null;
}

async function prepare(rows: CsvRow[], ctx: ImportContext): Promise<Prepared> {
  const folder = listFolder(ctx);
  const images = new ImageFiles(ctx);
  const seen = new Map<string, number>();
  const out: Prepared = { rows: [], notes: [], imageNote: null };
  for (const r of rows) {
    const bad = (column: string, message: string) => ctx.problems.add(r.line, column, message);
    const before = ctx.problems.list.length;
    const title = r.cells[C.title] ?? '';
    const publisher = r.cells[C.publisher] ?? '';
    if (!title) bad(C.title, '不能为空');
    else if (title.length > TITLE_MAX) bad(C.title, `有 ${title.length} 个字，不能超过 ${TITLE_MAX} 个字`);
    else if (seen.has(title)) bad(C.title, `与第 ${seen.get(title)} 行是同一条通知公告（标题“${title}”相同）`);
    else seen.set(title, r.line);
    if (publisher.length > NAME_MAX) bad(C.publisher, `有 ${publisher.length} 个字，不能超过 ${NAME_MAX} 个字`);
    const cells = await readArticleCells(r, ctx, folder, images);
    if (!cells || ctx.problems.list.length > before) continue;
    if (cells.note) out.notes.push(cells.note);
    out.rows.push({ line: r.line, title, publisher: nameCell(publisher), cells });
  }
  // the bodies' pictures are copied once every row is right (not on a dry run), then placed
  if (out.rows.some((w) => w.cells.pictured)) {
    await images.store();
    out.imageNote = images.note();
  }
  for (const w of out.rows) placeArticlePictures(w.cells);
  return out;
}

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const { problems } = ctx;
  const p = ctx.prepared as Prepared;
  const db = await trx
    .selectFrom('notice')
    .select(['id', 'title', 'summary', 'content', 'publisher', 'isTop', 'publishedAt'])
    .orderBy('id')
    .execute();
  const byTitle = new Map<string, typeof db>();
  for (const n of db) byTitle.set(n.title, [...(byTitle.get(n.title) ?? []), n]);

  let added = 0;
  let updated = 0;
  const fresh = [];
  for (const w of p.rows) {
    const { cells } = w;
    const same = byTitle.get(w.title) ?? [];
    if (same.length > 1) {
      problems.add(w.line, C.title, `已有 ${same.length} 条标题为“${w.title}”的通知公告，不知道要改哪一条；要导入为新的一条，请换一个标题`);
      continue;
    }
    const old = same[0];
    if (!old) {
      if (!cells.publishedAt) problems.add(w.line, A.time, '新的通知公告须填写发布时间');
      if (cells.content === undefined) problems.add(w.line, A.body, `新的通知公告须填写「${A.body}」或「${A.file}」`);
      if (!cells.publishedAt || cells.content === undefined) continue;
      fresh.push({
        title: w.title,
        summary: cells.summary ?? summaryFromHtml(cells.content),
        content: cells.content,
        publisher: w.publisher ?? '',
        isTop: cells.isTop ?? 0,
        viewCount: 0,
        publishedAt: cells.publishedAt,
        createdAt: ctx.now,
      });
      added++;
      continue;
    }
    // a new body without a 摘要 brings its own summary: the old one told of the old body
    const summary = cells.summary ?? (cells.content !== undefined ? summaryFromHtml(cells.content) : undefined);
    const wanted = { summary, content: cells.content, publisher: w.publisher, isTop: cells.isTop, publishedAt: cells.publishedAt };
    const set = Object.fromEntries(Object.entries(wanted).filter(([k, v]) => v !== undefined && v !== old[k as keyof typeof old]));
    if (!Object.keys(set).length) continue;
    await trx.updateTable('notice').set(set).where('id', '=', old.id).execute();
    updated++;
  }
  if (problems.any) return { added: 0, updated: 0, unchanged: 0, notes: [] };
  for (let i = 0; i < fresh.length; i += 100)
    await trx
      .insertInto('notice')
      .values(fresh.slice(i, i + 100))
      .execute();
  return { added, updated, unchanged: rows.length - added - updated, notes: p.imageNote ? [...p.notes, p.imageNote] : p.notes };
}

/**
 * 通知公告 by 标题; nothing a list does not name is deleted. Options (server/cli/import.ts passes both):
 * `file`, the list's path (正文文件 are relative to its folder), and `dataDir`, where the pictures
 * of .html bodies are copied (uploads/school/images/; needed only when a body has some).
 */
export const noticesImporter: Importer = {
  kind: 'notices',
  title: '通知公告',
  columns: (() => {
    const a = articleColumns('通知公告');
    return [
      {
        name: C.title,
        required: true,
        help: `通知公告的标题（最多 ${TITLE_MAX} 字）；标题相同即同一条，再次导入时更新它。表中没有的通知公告不变（不删除）`,
        example: '关于2026年秋季学期入党积极分子培训班开班的通知',
      },
      a.time,
      {
        name: C.publisher,
        required: false,
        help: `发布单位（最多 ${NAME_MAX} 字），如 党委组织部；已有的留空则不改，写“${NO_NAME}”清空`,
        example: '党委组织部',
      },
      a.top,
      a.summary,
      a.body,
      a.file,
    ];
  })(),
  prepare,
  run,
};
