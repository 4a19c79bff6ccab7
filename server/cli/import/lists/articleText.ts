import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sanitize from 'sanitize-html';
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, ARTICLE_URL_SCHEMES } from '../../../../contract/articleHtml';
import { bj } from '../../../db/seed/html';
import { SUMMARY_LENGTH, summaryOf, textOfHtml } from '../../../lib/articleSummary';
import { sanitizeArticleHtml } from '../../../lib/sanitizeHtml';
import { decodeText } from '../../../lib/lists/csvTable';
import type { CsvRow } from '../../../lib/lists/csvTable';
import type { ImportContext } from '../importer';
import { listDate } from '../../../lib/lists/dates';
import { findListFile, type ImageFile, type ImageFiles, type ImageUse } from './imageFile';
import { listOf } from '../../../lib/lists/listOf';

// What the 通知公告 and 新闻 lists share: an article's 发布时间, 置顶, 摘要 and its body, written in
// the 正文 cell (plain text, one paragraph a line) or in a 正文文件 beside the list (.txt the same
// way, or .html). Every body is stored as the server's sanitiser writes it (sanitizeArticleHtml, the
// allow-list of contract/articleHtml.ts), as the demo's are, so the pages show it as imported.
//
// An .html file is judged before it is sanitised. Whatever could run or would not show is refused
// with the reason: <script>, <iframe>/<object>/<embed>, on… attributes, a link or image whose address
// is no web address (javascript:, file:///C:/…, a picture embedded as data:). Such a file is either
// not the article the school thinks it is or would show broken, and sanitising would hide that.
// Formatting the site does not use (style, class, <div>, <font>, Word's <o:p>) is removed as the
// server would, keeping the text, and the summary's notes say so: articles take the site's own
// styles, and refusing every Word export for its fonts would make the file useless.
//
// Pictures beside the .html (<img src="图片/会场.jpg">, Word's 另存为网页 writes 通知.files/image001.jpg,
// percent-encoded): a relative src is read against the .html's own folder, checked and copied with
// the list's other images (ImageFiles, as 正文图片) and the src becomes the copy's address
// (/uploads/school/images/…). Word's VML copies of the same pictures (<!--[if gte vml]> …
// <v:imagedata>) are comments or unknown tags, which the sanitiser drops; the <img> beside them stays.

export const A = { time: '发布时间', top: '置顶', summary: '摘要', body: '正文', file: '正文文件' } as const;

const YES_NO: Record<string, number> = { 是: 1, 否: 0 };
/** A name cell (发布单位, 来源, 作者): undefined when empty (keep), '' for 无 (clear), else the name. */
export const NO_NAME = '无';
export const nameCell = (cell: string): string | undefined => (cell === NO_NAME ? '' : cell || undefined);

/** a 标题's longest */
export const TITLE_MAX = 100;
/** a 发布单位's, 来源's or 作者's longest */
export const NAME_MAX = 50;
/** a 摘要 cell's longest; the lists show about 90 characters */
export const SUMMARY_MAX = 200;
/** the largest 正文文件 read */
const FILE_MAX = 2 * 1024 * 1024;
const TEXT_EXT = ['.txt'];

/**
 * A picture in an article's body. No useful least size: the body shows a picture at the size its
 * HTML gives (Word writes width/height and its export already scales a picture to that size), so a
 * small one is meant small (a 红头文件's red rule Word exports as a 553×4 image, a seal, a QR code)
 * and refusing it would refuse the Word export. The largest file is a news photo's: a 1920 px JPEG
 * of quality 80–90 is 0.3–1.5 MB, while a phone's original (3–8 MB) is what every reader of the
 * article would download, on campus networks and phones.
 */
export const ARTICLE_PICTURE: ImageUse = { what: '正文图片', minWidth: 1, minHeight: 1, maxBytes: 2 * 1024 * 1024 };
const HTML_EXT = ['.html', '.htm'];

/** Tags that run something or show another page inside the article. */
const RUNNING_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
];
/** A whole web page's frame: nothing of the article is lost with them, so the notes leave them out. */
const PAGE_FRAME = ['html', 'head', 'body', 'title', 'meta', 'link'];

/**
 * 发布时间 as a list writes it, Beijing time: a date in any form listDate reads (2026-09-01,
 * 2026/9/1, 2026年9月1日), with a time (9:30, 09:30:15) or without (that day's 00:00). Answers
 * the ISO instant the database stores, or null.
 */
export function listDateTime(text: string): string | null {
  const m = /^(.+?)(?:[\sT]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const date = listDate(m[1]);
  if (!date) return null;
  const [h, min, s] = [m[2] ?? '0', m[3] ?? '0', m[4] ?? '0'].map(Number);
  if (h > 23 || min > 59 || s > 59) return null;
  const at = bj(date, `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`);
  return new Date(Date.parse(at) + s * 1000).toISOString();
}

/** Plain text as paragraphs: each line one, blank lines and a line's surrounding spaces (also 全角) dropped, everything escaped. */
export function textToHtml(text: string): string {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter(Boolean)
    .map((l) => `<p>${escape(l)}</p>`)
    .join('\n');
}

/**
 * A summary made from a stored (sanitised) body, as the demo makes its own (server/lib/articleSummary.ts),
 * past the paragraphs without text: a body opening with a picture (a 红头文件's red rule, a news
 * photo) would otherwise get an empty summary, as summaryOf takes the first paragraph however empty.
 */
export const summaryFromHtml = (html: string): string => summaryOf(html);

const allowedScheme = (scheme: string) => (ARTICLE_URL_SCHEMES as readonly string[]).includes(scheme);

/**
 * Why an .html body cannot be imported (each reason once), what sanitising it removes that the
 * notes should name, and the <img src> that are relative paths (pictures beside the file, each
 * once, as the parser reads the attribute). The tags and attributes are read by the parser the
 * sanitiser uses.
 */
export function inspectArticleHtml(html: string): { refused: string[]; removed: string[]; pictures: string[] } {
  const refused = new Set<string>();
  const removed = new Set<string>();
  const pictures = new Set<string>();
  const allowedTags = ARTICLE_TAGS as readonly string[];
  const onOpenTag = (name: string, attribs: Record<string, string>) => {
    if (RUNNING_TAGS.includes(name)) {
      refused.add(`含有 <${name}>（文章中不能有脚本、表单或嵌入的网页）`);
      return;
    }
    for (const [attr, value] of Object.entries(attribs)) {
      if (/^on/i.test(attr)) refused.add(`<${name}> 带有 ${attr} 属性（文章中不能有脚本）`);
      else if (['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'srcset'].includes(attr)) {
        // browsers ignore control characters and spaces in a scheme (java\tscript:)
        // eslint-disable-next-line no-control-regex
        const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1].toLowerCase();
        const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
        if (scheme === 'javascript' || scheme === 'vbscript') refused.add(`<${name}> 的地址“${shown}”是脚本（文章中不能有脚本）`);
        else if (name === 'img' && attr === 'src' && scheme === 'data') {
          refused.add(
            '含有嵌在文件里的图片（data:）；请把图片另存为文件放在正文文件旁，写它的相对路径（如 图片/会场.jpg），或写它在网站上的网址',
          );
        } else if (name === 'img' && attr === 'src' && !scheme && url && !/^[/\\]/.test(url)) {
          pictures.add(value);
          // a site path; browsers read a \ as /, so /\host is another site like //host
        } else if (name === 'img' && attr === 'src' && !(scheme === 'http' || scheme === 'https' || /^\/(?![/\\])/.test(url))) {
          refused.add(
            `图片“${shown}”在网站上显示不出来：图片须是正文文件旁的图片文件（相对路径，如 图片/会场.jpg）、http:// 或 https:// 开头的网址，或以 / 开头的站内地址`,
          );
        } else if (name === 'a' && attr === 'href' && !(scheme ? allowedScheme(scheme) : /^(\/(?![/\\])|#)/.test(url))) {
          refused.add(`链接“${shown}”打不开：链接须是 http://、https://、mailto: 开头，或以 / 开头的站内地址`);
        }
      }
    }
    if (!allowedTags.includes(name)) {
      if (!PAGE_FRAME.includes(name)) removed.add(`<${name}>`);
      return;
    }
    const allowed = ARTICLE_ATTRIBUTES[name] ?? [];
    for (const attr of Object.keys(attribs)) if (!/^on/i.test(attr) && !allowed.includes(attr)) removed.add(attr);
  };
  // the parse only observes: what is stored is sanitizeArticleHtml's answer
  sanitize(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, onOpenTag });
  return { refused: [...refused], removed: [...removed], pictures: [...pictures] };
}

/** What a row's article cells say; undefined where a cell is empty. */
export interface ArticleCells {
  publishedAt?: string;
  isTop?: number;
  summary?: string;
  /**
   * the sanitised body; for an .html with pictures beside it, only once placeArticlePictures has
   * given them their stored addresses (until then the body waits in `pictured`)
   */
  content?: string;
  /** an .html body whose pictures are being copied: sanitised, with each picture's src as written */
  pictured?: { html: string; pictures: Map<string, ImageFile> };
  /** a note for the summary (what sanitising an .html file removed) */
  note?: string;
}

const cellShown = (v: string) => (v.length > 30 ? `${v.slice(0, 30)}…` : v);

/**
 * Reads 发布时间, 置顶, 摘要 and 正文 / 正文文件 of a row, adding a problem for each bad cell;
 * null when one was added. Whether a new article has a time and a body is for the caller to say.
 * The pictures beside an .html body are checked with `images` (`folder` must be the folder it
 * reads cells from, listFolder(ctx)); after images.store() the caller hands the cells to
 * placeArticlePictures, which makes their content.
 */
export async function readArticleCells(row: CsvRow, ctx: ImportContext, folder: string, images: ImageFiles): Promise<ArticleCells | null> {
  const before = ctx.problems.list.length;
  const bad = (column: string, message: string) => ctx.problems.add(row.line, column, message);
  const cell = (name: string) => row.cells[name] ?? '';
  const out: ArticleCells = {};

  const time = cell(A.time);
  if (time) {
    const at = listDateTime(time);
    if (at) out.publishedAt = at;
    else bad(A.time, `“${time}”不是有效的时间；请写成 2026-09-01 09:30 或 2026/9/1 9:30（北京时间），只写日期即当天 0:00`);
  }
  const top = cell(A.top);
  if (top) {
    if (YES_NO[top] === undefined) bad(A.top, `“${top}”不是可用的值；可用：是、否`);
    else out.isTop = YES_NO[top];
  }
  const summary = cell(A.summary).replace(/\s+/g, ' ');
  if (summary.length > SUMMARY_MAX) bad(A.summary, `有 ${summary.length} 个字，不能超过 ${SUMMARY_MAX} 个字`);
  else if (summary) out.summary = summary;

  const text = cell(A.body);
  const file = cell(A.file);
  let body: string | undefined;
  if (text && file) bad(A.file, `「${A.body}」和「${A.file}」只能填一个`);
  else if (text) body = sanitizeArticleHtml(textToHtml(text));
  else if (file) {
    const read = await readArticleFile(folder, file);
    if (typeof read === 'string') bad(A.file, read);
    else {
      body = read.content;
      if (read.removed.length)
        out.note = `第 ${row.line} 行「${A.file}」“${file}”：去掉了网站不用的排版标记 ${listOf(read.removed)}，文字保留（文章使用网站统一的样式）`;
      if (read.pictures.length) {
        const pictures = await checkPictures(row.line, ctx, images, folder, file, read.folder, read.pictures);
        if (pictures) out.pictured = { html: body, pictures };
      }
    }
  }
  if (body !== undefined && !textOfHtml(body) && !/<img\b/.test(body)) {
    bad(text ? A.body : A.file, text ? '没有文字' : `“${cellShown(file)}”中没有文字`);
  }
  if (body !== undefined && !out.pictured) out.content = body;
  return ctx.problems.list.length > before ? null : out;
}

/**
 * The file a relative <img src> names, as a path from the .html's folder: without ?… or #…,
 * percent-decoded (Word writes %E4%BC%9A%E5%9C%BA.jpg; a % that starts no escape is kept as written).
 */
export function picturePath(src: string): string {
  const written = src
    .replace(/[\t\n\r]/g, '')
    .trim()
    .split(/[?#]/)[0];
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

/**
 * Checks the pictures an .html body names (its <img src> as written), each a problem on the row's
 * 正文文件 naming the picture; null when one was added, else each src with its image.
 */
async function checkPictures(
  line: number,
  ctx: ImportContext,
  images: ImageFiles,
  listFolder: string,
  file: string,
  htmlFolder: string,
  srcs: string[],
): Promise<Map<string, ImageFile> | null> {
  const before = ctx.problems.list.length;
  const out = new Map<string, ImageFile>();
  for (const src of srcs) {
    const shown = picturePath(src);
    const source = path.resolve(htmlFolder, shown.replace(/\\/g, '/'));
    const inPage = `“${file}”中的图片“${shown}”`;
    const found = await stat(source).then(
      (s) => (s.isFile() ? '' : `${inPage}不是文件（${source}）`),
      (err: NodeJS.ErrnoException) =>
        err.code === 'ENOENT'
          ? `${inPage}不存在（找的是 ${source}）；图片的相对路径从正文文件所在的文件夹算起`
          : `${inPage}无法读取（${err.code ?? err.message}）`,
    );
    if (found) {
      ctx.problems.add(line, A.file, found);
      continue;
    }
    // ImageFiles reads cells from the list's folder: it is given the picture's path from there,
    // and names it as the page does
    const image = await images.check(line, A.file, path.relative(listFolder, source) || source, ARTICLE_PICTURE, inPage);
    if (image) out.set(src, image);
  }
  return ctx.problems.list.length > before ? null : out;
}

const unescapeAttribute = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Call after images.store(): the body of an .html with pictures beside it, each <img src> naming
 * one now its stored address (/uploads/school/images/…). The sanitiser writes every attribute as
 * name="value" with & < > " escaped, so its <img> tags are read back exactly. A list with a problem
 * stores nothing and its pictures have no address: their src stay as written (nothing is written).
 */
export function placeArticlePictures(cells: ArticleCells): void {
  if (!cells.pictured) return;
  const { html, pictures } = cells.pictured;
  cells.content = html.replace(/<img\b[^>]*>/g, (tag) =>
    tag.replace(/ src="([^"]*)"/, (attr, value: string) => {
      const url = pictures.get(unescapeAttribute(value))?.url;
      return url ? ` src="${url}"` : attr;
    }),
  );
  delete cells.pictured;
}

/**
 * A 正文文件: .txt (UTF-8 or GBK, as Notepad saves) as paragraphs, or .html judged and sanitised,
 * with the folder it is in and the src of the pictures beside it (relative paths, as written); a
 * string is the problem.
 */
export async function readArticleFile(
  folder: string,
  cell: string,
): Promise<{ content: string; removed: string[]; folder: string; pictures: string[] } | string> {
  const ext = path.extname(cell).toLowerCase();
  if (![...TEXT_EXT, ...HTML_EXT].includes(ext)) {
    return `“${cell}”不是 .txt 或 .html 文件；Word 文档请另存为“纯文本(.txt)”或“网页(.html)”`;
  }
  const found = await findListFile(folder, cell);
  if (typeof found === 'string') return found;
  if (found.size > FILE_MAX)
    return `“${cell}”有 ${(found.size / 1024 / 1024).toFixed(1)} MB，正文文件不能超过 ${FILE_MAX / 1024 / 1024} MB`;
  let bytes: Buffer;
  try {
    bytes = await readFile(found.source);
  } catch (err) {
    return `“${cell}”无法读取（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`;
  }
  const text = decodeText(bytes).replace(/^\ufeff/, '');
  const at = path.dirname(found.source);
  if (TEXT_EXT.includes(ext)) return { content: sanitizeArticleHtml(textToHtml(text)), removed: [], folder: at, pictures: [] };
  const { refused, removed, pictures } = inspectArticleHtml(text);
  if (refused.length) return `“${cell}”不能导入：${refused.join('；')}`;
  return { content: sanitizeArticleHtml(text), removed, folder: at, pictures };
}

/** The column definitions both lists share, in their order. */
export const articleColumns = (what: string) => ({
  time: {
    name: A.time,
    required: false,
    help: `发布时间（北京时间），如 2026-09-01 09:30 或 Excel 的 2026/9/1 9:30；只写日期即当天 0:00。新${what}必填；已有的留空则不改。列表按置顶、再按发布时间从新到旧排列`,
    example: '2026/9/1 9:30',
  },
  top: { name: A.top, required: false, help: `是 或 否：是否置顶（置顶的排在最前）；新${what}不填为否，已有的留空则不改`, example: '否' },
  summary: {
    name: A.summary,
    required: false,
    help: `列表中显示的摘要，纯文字（最多 ${SUMMARY_MAX} 字）；不填时取正文第一段（跳过“各学院党委：”这样的称呼行）的前 ${SUMMARY_LENGTH} 字`,
    example: '',
  },
  body: {
    name: A.body,
    required: false,
    help: `正文，纯文字：单元格中每行（Alt+Enter 换行）是一段，其中的 < > & 按原样显示（不作为 HTML）。与「${A.file}」二选一，新${what}须填其一；已有的都留空则不改`,
    example: '',
  },
  file: {
    name: A.file,
    required: false,
    help:
      '正文所在的文件，相对于本表所在的文件夹或写完整路径：.txt（每行一段，UTF-8 或记事本的 ANSI/GBK 均可）或 .html（网页，如 Word 另存为的“网页”）。' +
      `HTML 中的图片可以是网址，或正文文件旁的图片文件（相对于 .html 所在的文件夹，如 图片/会场.jpg、Word 另存为网页时的 通知.files/image001.jpg，该文件夹须与 .html 放在一起）：` +
      `JPEG、PNG、WebP 或 GIF，每张不超过 ${ARTICLE_PICTURE.maxBytes / 1024 / 1024} MB，复制到 DATA_DIR/uploads/school/images/。` +
      'HTML 中含脚本（<script>、onclick 等）、<iframe>、表单、打不开的链接或显示不出来的图片（本机路径如 file:///C:/…、data:）时不导入并说明原因；' +
      '网站不用的排版（style、class、<div>、<font> 等）去掉、文字保留，并在结果中列出',
    example: '正文/开学通知.txt',
  },
});
