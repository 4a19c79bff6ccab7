import type { Kysely } from 'kysely';
import { bannerTarget } from '../../../../contract/cms';
import { BASE_PATH } from '../../../../contract/codes';
import type { Database } from '../../../db/schema';
import type { CsvRow } from '../../../lib/lists/csvTable';
import type { ImportContext, Importer, ImportSummary } from '../importer';
import { ImageFiles, type ImageFile, type ImageUse } from './imageFile';
import { listOf as list } from '../../../lib/lists/listOf';

// 轮播图: the home page's banners, one row per banner, known by 标题. The picture is an image file
// beside the list, checked and copied under DATA_DIR/uploads/school/images/ as the lessons' files
// are (lists/imageFile.ts: before the transaction, only when the whole list — the database's checks
// included — is right, not on a dry run). The carousel (src/features/home/BannerCarousel.tsx) shows each at 24:5 across the page
// column (1168 px wide at 1366×768), cutting off what does not fit that shape. A link to a page of
// the platform is written as the address bar shows it from /training2/ and stored as the router's
// path (/index/newsDetails/12), as the demo banners are; the carousel opens it with the router. An
// http(s) address of another site (学习强国, the university's news site) opens in a new tab
// (bannerTarget). Nothing a list leaves out is deleted; 启用 否 hides one.

const C = { title: '标题', image: '图片', link: '链接', sort: '顺序', enabled: '启用' } as const;

/** The carousel's shape and the page column's width at 1366×768 (1200 less the padding). */
export const BANNER_IMAGE: ImageUse = { what: '轮播图', minWidth: 1200, minHeight: 250, maxBytes: 800 * 1024 };
const SHAPE = 24 / 5;
/** a picture whose shape is off by more than this share loses that much to the frame: said in the notes */
const SHAPE_SLACK = 0.15;
const YES_NO: Record<string, number> = { 是: 1, 否: 0 };
/** 链接 written so: the banner opens nothing */
const NO_LINK = '无';
const APP = BASE_PATH.replace(/\/$/, '');
const LINK_EXAMPLE = `${APP}/index/newsDetails/12`;

interface BannerWanted {
  line: number;
  title: string;
  image: ImageFile | null;
  /** the router's path, '' for none; undefined: not written (an existing banner keeps its own) */
  link?: string;
  sort: number | null;
  enabled: number | null;
}

interface Prepared {
  banners: BannerWanted[];
  imageNote?: string;
  oddShapes: string[];
}

/**
 * The router's path a 链接 cell names, or the reason it names none the carousel can open. The
 * carousel navigates inside the web app (BannerCarousel's `open`): another site, javascript: and
 * anything not under /training2/ would do nothing, or worse.
 */
/** Another site's address, opened in a new tab: http(s), a host, no password in it, as the carousel takes it (bannerTarget). */
function siteLink(cell: string): { link: string } | { problem: string } {
  let url: URL | null = null;
  try {
    url = new URL(cell);
  } catch {
    url = null;
  }
  const href = url?.href ?? '';
  // the cell as written, not only as URL parses it (https:///x would become https://x/)
  if (!url || !url.hostname || /\s/.test(cell) || bannerTarget(cell) !== 'site')
    return { problem: `“${cell}”不是完整的网址；请从浏览器地址栏复制，如 https://www.12371.cn/` };
  if (url.username || url.password) return { problem: `“${cell}”中含有用户名或密码；请写不带它们的网址` };
  if (href.length > 300) return { problem: '网址不能超过 300 个字符' };
  if (bannerTarget(href) !== 'site') return { problem: `“${cell}”不是完整的网址；请从浏览器地址栏复制，如 https://www.12371.cn/` };
  return { link: href };
}

export function readBannerLink(cell: string): { link: string } | { problem: string } {
  const how = `请写本平台页面的地址：浏览器地址栏中从 ${APP}/ 开始的部分，如 ${LINK_EXAMPLE}；不要链接就留空（已有的轮播图写“${NO_LINK}”去掉链接）`;
  if (cell === NO_LINK) return { link: '' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(cell)) {
    if (!/^https?:/i.test(cell)) return { problem: `“${cell}”不是网页地址；${how}，或其他网站以 https:// 开头的完整网址` };
    return siteLink(cell);
  }
  if (/[\s\\]/.test(cell) || [...cell].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127))
    return { problem: `“${cell}”中有空格、反斜杠或控制字符；${how}` };
  if (cell.length > 300) return { problem: `不能超过 300 个字符；${how}` };
  if (cell !== APP && !cell.startsWith(`${APP}/`)) return { problem: `“${cell}”不是本平台的页面地址；${how}` };
  const link = cell.slice(APP.length) || '/';
  if (link.startsWith('//')) return { problem: `“${cell}”不是本平台的页面地址；${how}` };
  return { link };
}

async function prepare(rows: CsvRow[], ctx: ImportContext, db: Kysely<Database>): Promise<Prepared> {
  const { problems } = ctx;
  const images = new ImageFiles(ctx);
  const banners: BannerWanted[] = [];
  const titles = new Map<string, number>();
  let named = 0;
  for (const r of rows) {
    const cell = (name: string) => r.cells[name] ?? '';
    const bad = (column: string, message: string) => problems.add(r.line, column, message);
    const before = problems.list.length;
    const title = cell(C.title);
    const imageCell = cell(C.image);
    const linkCell = cell(C.link);
    const sortText = cell(C.sort);
    const enabledText = cell(C.enabled);
    if (!title || title.length > 50) bad(C.title, title ? '不能超过 50 个字' : '不能为空');
    else if (titles.has(title)) bad(C.title, `与第 ${titles.get(title)} 行是同一个轮播图（标题相同）`);
    else titles.set(title, r.line);
    const link = linkCell ? readBannerLink(linkCell) : undefined;
    if (link && 'problem' in link) bad(C.link, link.problem);
    if (sortText && !/^\d{1,6}$/.test(sortText)) bad(C.sort, `“${sortText}”不是整数；请写 0 或正整数，小的在前`);
    if (enabledText && YES_NO[enabledText] === undefined) bad(C.enabled, `“${enabledText}”不是可用的值；可用：是、否`);
    let image: ImageFile | null = null;
    if (imageCell) {
      named++;
      image = await images.check(r.line, C.image, imageCell, BANNER_IMAGE);
    }
    if (problems.list.length > before) continue;
    banners.push({
      line: r.line,
      title,
      image,
      link: link && 'link' in link ? link.link : undefined,
      sort: sortText ? Number(sortText) : null,
      enabled: enabledText ? YES_NO[enabledText] : null,
    });
  }
  // the database's word before anything is copied: a list it refuses leaves no file behind
  await checkAgainst(db, { banners }, ctx);
  await images.store();
  const oddShapes = banners.flatMap((b) => {
    if (!b.image) return [];
    const shape = b.image.width / b.image.height;
    return Math.abs(shape - SHAPE) / SHAPE > SHAPE_SLACK ? [`${b.title}（${b.image.width}×${b.image.height}）`] : [];
  });
  return { banners, imageNote: named ? images.note() : undefined, oddShapes };
}

/** What the database must agree to: a new banner has a picture, an article or notice linked exists. */
async function checkAgainst(db: Kysely<Database>, p: Pick<Prepared, 'banners'>, { problems }: ImportContext): Promise<void> {
  const existing = await db.selectFrom('banner').select(['id', 'title']).execute();
  for (const b of p.banners) {
    const same = existing.filter((e) => e.title === b.title);
    if (same.length > 1)
      problems.add(b.line, C.title, `已有 ${same.length} 个标题为“${b.title}”的轮播图，无法确定是哪一个；请先在数据库中改掉重复的标题`);
    if (!same.length && !b.image)
      problems.add(b.line, C.image, '新的轮播图须有图片：请写图片文件的路径（相对于本表所在的文件夹，或完整路径）');
  }
  // a link to an article or a notice: it must be there
  const target = (link: string | undefined) => /^\/index\/(newsDetails|noticesDetails)\/(\d+)$/.exec(link ?? '');
  const ids = (kind: string) =>
    p.banners.flatMap((b) => {
      const m = target(b.link);
      return m && m[1] === kind ? [Number(m[2])] : [];
    });
  const newsIds = ids('newsDetails');
  const noticeIds = ids('noticesDetails');
  const newsThere = new Set(
    newsIds.length ? (await db.selectFrom('news').select('id').where('id', 'in', newsIds).execute()).map((r) => r.id) : [],
  );
  const noticeThere = new Set(
    noticeIds.length ? (await db.selectFrom('notice').select('id').where('id', 'in', noticeIds).execute()).map((r) => r.id) : [],
  );
  for (const b of p.banners) {
    const m = target(b.link);
    if (!m) continue;
    const there = m[1] === 'newsDetails' ? newsThere : noticeThere;
    if (!there.has(Number(m[2])))
      problems.add(
        b.line,
        C.link,
        `“${APP}${b.link}”打开的${m[1] === 'newsDetails' ? '新闻' : '通知'}不存在（编号 ${m[2]}）；请在平台中打开要链接的页面，复制地址栏中的地址`,
      );
  }
}

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const { problems } = ctx;
  const p = ctx.prepared as Prepared;
  const none = { added: 0, updated: 0, unchanged: 0, notes: [] };
  if (problems.any) return none;
  // again inside the transaction (prepare read outside it), so what is written is what was checked
  await checkAgainst(trx, p, ctx);
  if (problems.any) return none;
  const existing = await trx.selectFrom('banner').select(['id', 'title', 'imageUrl', 'link', 'sort', 'enabled']).orderBy('id').execute();

  let added = 0;
  let updated = 0;
  let top = Math.max(0, ...existing.map((e) => e.sort), ...p.banners.map((b) => b.sort ?? 0));
  for (const b of p.banners) {
    const old = existing.find((e) => e.title === b.title);
    if (!old) {
      await trx
        .insertInto('banner')
        .values({
          title: b.title,
          imageUrl: b.image!.url,
          link: b.link ?? '',
          sort: b.sort ?? ++top,
          enabled: b.enabled ?? 1,
        })
        .execute();
      added++;
      continue;
    }
    const set: { imageUrl?: string; link?: string; sort?: number; enabled?: number } = {};
    if (b.image && b.image.url !== old.imageUrl) set.imageUrl = b.image.url;
    if (b.link !== undefined && b.link !== old.link) set.link = b.link;
    if (b.sort !== null && b.sort !== old.sort) set.sort = b.sort;
    if (b.enabled !== null && b.enabled !== old.enabled) set.enabled = b.enabled;
    if (Object.keys(set).length) {
      await trx.updateTable('banner').set(set).where('id', '=', old.id).execute();
      updated++;
    }
  }

  const shown = await trx.selectFrom('banner').select('title').where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
  const notes = [
    shown.length ? `首页轮播（按顺序）：${list(shown.map((s) => s.title))}` : '首页没有启用的轮播图',
    '表中没有的轮播图不变；要隐藏一个，写它的标题并在「启用」填否',
  ];
  if (p.imageNote) notes.push(p.imageNote);
  if (p.oddShapes.length) {
    notes.push(`这些图片与轮播区的形状（宽:高 = 24:5，如 1920×400）相差较大，显示时上下或左右会被裁去一部分：${list(p.oddShapes)}`);
  }
  return { added, updated, unchanged: rows.length - added - updated, notes };
}

/**
 * 轮播图: the home page's banners, matched by 标题; nothing a list does not name is deleted.
 * Options (server/cli/import.ts passes both): `file`, the list's path (pictures are relative to its
 * folder), and `dataDir`, where the pictures are copied (uploads/school/images/).
 */
export const bannersImporter: Importer = {
  kind: 'banners',
  title: '轮播图',
  columns: [
    {
      name: C.title,
      required: true,
      help: '轮播图的标题（最多 50 字），显示在图片下沿；标题相同即同一个轮播图',
      example: '学习贯彻党的二十届四中全会精神',
    },
    {
      name: C.image,
      required: false,
      help:
        `图片文件的路径，相对于本表所在的文件夹或写完整路径：JPEG、PNG、WebP 或 GIF（按文件内容判断），至少 ${BANNER_IMAGE.minWidth}×${BANNER_IMAGE.minHeight} 像素，` +
        '宜为 24:5（如 1920×400，其他形状会被裁去一部分），不超过 800 KB；新的轮播图必填，已有的留空则不改',
      example: '轮播图/四中全会.jpg',
    },
    {
      name: C.link,
      required: false,
      help: `点击图片打开的页面：本平台的页面写浏览器地址栏中从 ${APP}/ 开始的部分，如 ${LINK_EXAMPLE}；其他网站写以 https:// 或 http:// 开头的完整网址（在新标签页打开）；留空：新的轮播图不打开页面，已有的不改；写“${NO_LINK}”去掉链接`,
      example: LINK_EXAMPLE,
    },
    {
      name: C.sort,
      required: false,
      help: '轮播的顺序，0 或正整数，小的在前；不填时新的排在已有的之后（按表中顺序），已有的不改',
      example: '1',
    },
    {
      name: C.enabled,
      required: false,
      help: '是 或 否：是否在首页显示；不填时新的显示，已有的不改；表中没有的轮播图不变（不会删除）',
      example: '是',
    },
  ],
  prepare,
  run,
};
