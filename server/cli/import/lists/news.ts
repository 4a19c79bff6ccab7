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
import { ImageFiles, listFolder, type ImageFile, type ImageUse } from './imageFile';
import { normalisePath, PATH_SEPARATOR, pathParts } from './paths';
import { listOf } from '../../../lib/lists/listOf';

// 新闻: articles in the news columns (newsCategory). The home page shows one tab per top column with
// its newest articles, its sub-columns' included (cms/newListTop); 学习专栏 and 党务园地 read their
// columns by those names (学习专栏/…, 党务园地/党务学习). A column is named by its path (学院动态/支部风采)
// and made when missing, up to two levels, after the columns already there. An article is known by
// its column and 标题: another column makes another article. Empty cells keep, view counts are never
// touched, and articles a file does not name stay.

const C = { column: '栏目', title: '标题', source: '来源', author: '作者', cover: '封面' } as const;
/** the longest name of a column (the home page's tabs) */
export const COLUMN_NAME_MAX = 20;
/** how deep a new column may be: the pages show top columns and their sub-columns */
const NEW_COLUMN_DEPTH = 2;
/** shown 200×120 in the lists, larger on a column's cards; every home page visitor loads six */
export const NEWS_COVER: ImageUse = { what: '新闻封面', minWidth: 320, minHeight: 180, maxBytes: 500 * 1024 };

interface Wanted {
  line: number;
  column: string;
  title: string;
  source?: string;
  author?: string;
  cover?: ImageFile;
  cells: ArticleCells;
}
interface Prepared {
  rows: Wanted[];
  notes: string[];
  imageNote: string | null;
}

const key = (column: string, title: string) => `${column}\u0000${title}`;

async function prepare(rows: CsvRow[], ctx: ImportContext): Promise<Prepared> {
  const folder = listFolder(ctx);
  const images = new ImageFiles(ctx);
  const seen = new Map<string, number>();
  const out: Prepared = { rows: [], notes: [], imageNote: null };
  for (const r of rows) {
    const bad = (column: string, message: string) => ctx.problems.add(r.line, column, message);
    const cell = (name: string) => r.cells[name] ?? '';
    const before = ctx.problems.list.length;
    const columnText = cell(C.column);
    const column = normalisePath(columnText);
    const parts = pathParts(column);
    if (!columnText) bad(C.column, '不能为空：请写栏目名称，如 党建要闻，下级栏目写成“学院动态/支部风采”');
    else if (!parts.length) bad(C.column, `“${columnText}”中有空的一级；上下级栏目用“/”分隔，首尾不要加“/”`);
    else {
      const long = parts.find((p) => p.length > COLUMN_NAME_MAX);
      if (long) bad(C.column, `栏目名称“${long}”有 ${long.length} 个字，不能超过 ${COLUMN_NAME_MAX} 个字`);
    }
    const title = cell(C.title);
    if (!title) bad(C.title, '不能为空');
    else if (title.length > TITLE_MAX) bad(C.title, `有 ${title.length} 个字，不能超过 ${TITLE_MAX} 个字`);
    else if (parts.length) {
      const k = key(column, title);
      if (seen.has(k)) bad(C.title, `与第 ${seen.get(k)} 行是同一篇新闻（栏目“${column}”中标题“${title}”相同）`);
      else seen.set(k, r.line);
    }
    const source = cell(C.source);
    const author = cell(C.author);
    if (source.length > NAME_MAX) bad(C.source, `有 ${source.length} 个字，不能超过 ${NAME_MAX} 个字`);
    if (author.length > NAME_MAX) bad(C.author, `有 ${author.length} 个字，不能超过 ${NAME_MAX} 个字`);
    const coverCell = cell(C.cover);
    const cover = coverCell ? await images.check(r.line, C.cover, coverCell, NEWS_COVER) : undefined;
    const cells = await readArticleCells(r, ctx, folder, images);
    if (!cells || cover === null || ctx.problems.list.length > before) continue;
    if (cells.note) out.notes.push(cells.note);
    out.rows.push({ line: r.line, column, title, source: nameCell(source), author: nameCell(author), cover, cells });
  }
  // the covers and the bodies' pictures are copied once every row is right (not on a dry run), then placed
  await images.store();
  if (out.rows.some((w) => w.cover || w.cells.pictured)) out.imageNote = images.note();
  for (const w of out.rows) placeArticlePictures(w.cells);
  return out;
}

/** Every news column by its path (several ids where two columns of one parent share a name). */
async function columnsByPath(db: Kysely<Database>) {
  const rows = await db.selectFrom('newsCategory').select(['id', 'parentId', 'name', 'sort']).orderBy('sort').orderBy('id').execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number, seen = new Set<number>()): string => {
    const r = byId.get(id)!;
    if (r.parentId === 0 || !byId.has(r.parentId) || seen.has(id)) return r.name;
    seen.add(id);
    return `${pathOf(r.parentId, seen)}${PATH_SEPARATOR}${r.name}`;
  };
  const paths = new Map<string, number[]>();
  for (const r of rows) {
    const p = normalisePath(pathOf(r.id));
    paths.set(p, [...(paths.get(p) ?? []), r.id]);
  }
  return { rows, paths };
}

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const { problems } = ctx;
  const p = ctx.prepared as Prepared;
  const none = { added: 0, updated: 0, unchanged: 0, notes: [] };
  const columns = await columnsByPath(trx);

  // the columns: each named once, made when missing (with the levels above it)
  const columnId = new Map<string, number | null>();
  const toMake: string[] = [];
  for (const w of p.rows) {
    if (columnId.has(w.column)) continue;
    const ids = columns.paths.get(w.column) ?? [];
    if (ids.length > 1) {
      problems.add(w.line, C.column, `已有 ${ids.length} 个名为“${w.column}”的栏目，不知道是哪一个；请先把其中一个改名`);
      continue;
    }
    if (ids.length === 1) {
      columnId.set(w.column, ids[0]);
      continue;
    }
    const parts = pathParts(w.column);
    if (parts.length > NEW_COLUMN_DEPTH) {
      problems.add(
        w.line,
        C.column,
        `栏目“${w.column}”不存在，新建的栏目最多两级（如 学院动态/支部风采）；已有的栏目：${listOf(columns.paths.keys()) || '（还没有）'}`,
      );
      continue;
    }
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join(PATH_SEPARATOR);
      if ((columns.paths.get(prefix) ?? []).length > 1) {
        problems.add(
          w.line,
          C.column,
          `已有 ${columns.paths.get(prefix)!.length} 个名为“${prefix}”的栏目，不知道是哪一个；请先把其中一个改名`,
        );
        break;
      }
      if (!columns.paths.has(prefix) && !toMake.includes(prefix)) toMake.push(prefix);
    }
    columnId.set(w.column, null);
  }

  const known = [...columnId.values()].filter((id): id is number => id !== null);
  const dbNews = known.length
    ? await trx
        .selectFrom('news')
        .select(['id', 'categoryId', 'title', 'summary', 'coverUrl', 'content', 'source', 'author', 'isTop', 'publishedAt'])
        .where('categoryId', 'in', known)
        .orderBy('id')
        .execute()
    : [];

  // each row: new (needs a time and a body) or the one article of its column and title
  const plans: { w: Wanted; old?: (typeof dbNews)[number] }[] = [];
  for (const w of p.rows) {
    if (!columnId.has(w.column)) continue;
    const id = columnId.get(w.column);
    const same = id == null ? [] : dbNews.filter((n) => n.categoryId === id && n.title === w.title);
    if (same.length > 1) {
      problems.add(
        w.line,
        C.title,
        `栏目“${w.column}”中已有 ${same.length} 篇标题为“${w.title}”的新闻，不知道要改哪一篇；要导入为新的一篇，请换一个标题`,
      );
      continue;
    }
    if (!same.length) {
      if (!w.cells.publishedAt) problems.add(w.line, A.time, '新的新闻须填写发布时间');
      if (w.cells.content === undefined) problems.add(w.line, A.body, `新的新闻须填写「${A.body}」或「${A.file}」`);
    }
    plans.push({ w, old: same[0] });
  }
  if (problems.any) return none;

  // writes: columns first, after the columns already under their parent
  const sortOf = (parentId: number) => Math.max(0, ...columns.rows.filter((r) => r.parentId === parentId).map((r) => r.sort)) + 1;
  for (const path of toMake) {
    const parts = pathParts(path);
    const parentId = parts.length > 1 ? columns.paths.get(parts.slice(0, -1).join(PATH_SEPARATOR))![0] : 0;
    const sort = sortOf(parentId);
    const name = parts[parts.length - 1];
    const { id } = await trx.insertInto('newsCategory').values({ parentId, name, sort }).returning('id').executeTakeFirstOrThrow();
    columns.rows.push({ id, parentId, name, sort });
    columns.paths.set(path, [id]);
  }
  for (const [path, id] of columnId) if (id === null) columnId.set(path, columns.paths.get(path)![0]);

  let added = 0;
  let updated = 0;
  const fresh = [];
  for (const { w, old } of plans) {
    const { cells } = w;
    if (!old) {
      fresh.push({
        categoryId: columnId.get(w.column)!,
        title: w.title,
        summary: cells.summary ?? summaryFromHtml(cells.content!),
        coverUrl: w.cover?.url ?? '',
        content: cells.content!,
        source: w.source ?? '',
        author: w.author ?? '',
        isTop: cells.isTop ?? 0,
        viewCount: 0,
        publishedAt: cells.publishedAt!,
        createdAt: ctx.now,
      });
      added++;
      continue;
    }
    // a new body without a 摘要 brings its own summary: the old one told of the old body
    const summary = cells.summary ?? (cells.content !== undefined ? summaryFromHtml(cells.content) : undefined);
    const wanted = {
      summary,
      content: cells.content,
      coverUrl: w.cover?.url,
      source: w.source,
      author: w.author,
      isTop: cells.isTop,
      publishedAt: cells.publishedAt,
    };
    const set = Object.fromEntries(Object.entries(wanted).filter(([k, v]) => v !== undefined && v !== old[k as keyof typeof old]));
    if (!Object.keys(set).length) continue;
    await trx.updateTable('news').set(set).where('id', '=', old.id).execute();
    updated++;
  }
  for (let i = 0; i < fresh.length; i += 100)
    await trx
      .insertInto('news')
      .values(fresh.slice(i, i + 100))
      .execute();

  const notes: string[] = [];
  if (toMake.length) notes.push(`新建栏目：${listOf(toMake)}（首页的新闻按顶级栏目分页签显示，新栏目排在已有栏目之后）`);
  notes.push(...p.notes);
  if (p.imageNote) notes.push(p.imageNote);
  return { added, updated, unchanged: rows.length - added - updated, notes };
}

/**
 * 新闻 by 栏目 + 标题; columns made when missing; nothing a list does not name is deleted.
 * Options (server/cli/import.ts passes both): `file`, the list's path (正文文件 and 封面 are relative to
 * its folder), and `dataDir`, where covers and the pictures of .html bodies are copied (uploads/school/images/).
 */
export const newsImporter: Importer = {
  kind: 'news',
  title: '新闻',
  columns: (() => {
    const a = articleColumns('新闻');
    return [
      {
        name: C.column,
        required: true,
        help:
          `新闻栏目，如 党建要闻；下级栏目写成“学院动态/支部风采”。首页按顶级栏目分页签显示（含其下级栏目的新闻）；` +
          `学习专栏、党务园地的文章写在“学习专栏/栏目名”“党务园地/党务学习”等栏目中。没有的栏目会新建（最多两级，每级最多 ${COLUMN_NAME_MAX} 字）`,
        example: '党建要闻',
      },
      {
        name: C.title,
        required: true,
        help: `新闻标题（最多 ${TITLE_MAX} 字）；同一栏目中标题相同即同一篇，再次导入时更新它（换栏目即另一篇）。表中没有的新闻不变（不删除）`,
        example: '我校召开2026年党建工作会议',
      },
      a.time,
      {
        name: C.source,
        required: false,
        help: `来源（最多 ${NAME_MAX} 字），如 党委宣传部；已有的留空则不改，写“${NO_NAME}”清空`,
        example: '党委宣传部',
      },
      { name: C.author, required: false, help: `作者（最多 ${NAME_MAX} 字）；已有的留空则不改，写“${NO_NAME}”清空`, example: '李明' },
      a.top,
      a.summary,
      a.body,
      a.file,
      {
        name: C.cover,
        required: false,
        help:
          `封面图片文件，相对于本表所在的文件夹或写完整路径：JPEG、PNG、WebP 或 GIF，至少 ${NEWS_COVER.minWidth}×${NEWS_COVER.minHeight} 像素（宜 16:9，如 800×450），` +
          `不超过 ${NEWS_COVER.maxBytes / 1024} KB；复制到 DATA_DIR/uploads/school/images/。不填则没有封面，已有的留空则不改`,
        example: '封面/党建工作会议.jpg',
      },
    ];
  })(),
  prepare,
  run,
};
