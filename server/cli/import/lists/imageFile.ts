import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportContext } from '../importer';
import { fileSha256 } from './mp4Info';
import { placeCopy } from '../../../lib/placeFile';
import { imageSignature, type ImageFormat } from '../../../../contract/fileSignature';

// Files a list names in a cell (a lesson's video, a cover, a banner's picture): found relative to
// the list's folder, checked, then copied under DATA_DIR/uploads/ with a hash of the content in the
// name, so the server may let browsers cache them for long and a changed file gets a new address.
//
// Images: JPEG, PNG, WebP and GIF, which every campus browser (Chromium 80+) shows and the server
// serves with their type (server/static/sendFile.ts). The format is read from the first bytes, not
// the name; the pixel size from the header (PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X, GIF screen).
// Refused: SVG (its text depends on each PC's fonts, what it links to is not shown in a page, and
// its size cannot be checked), AVIF (Chromium 85+), HEIC (phones; no browser), BMP, TIFF and the rest.
//
// Use, in an importer's prepare (the same order as the lessons' videos, for the same reasons):
//   const images = new ImageFiles(ctx);
//   for each row: const img = await images.check(row.line, '封面', cell, LESSON_COVER);  // null: a problem was added
//   after all rows: await images.store();   // copies when ctx.problems has none, not on a dry run; fills img.url
//   in run: img.url ('/uploads/school/images/<name>-<sha16>.<ext>'); the summary: images.note()

/** where imported images go, under DATA_DIR/uploads/ */
export const SCHOOL_IMAGE_DIR = 'school/images';

const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const FORMAT_NAME: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', gif: 'GIF' };

/** What an image is for, and so what it must be. */
export interface ImageUse {
  /** in messages, e.g. '课程封面' */
  what: string;
  minWidth: number;
  minHeight: number;
  /** the largest file accepted, in bytes */
  maxBytes: number;
}

/** The longest side a browser is asked to decode (a 10000×10000 PNG of 1 MB takes 400 MB to show). */
export const MAX_IMAGE_SIDE = 6000;

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** One image file a list names (several rows naming it share one). */
export interface ImageFile extends ImageInfo {
  /** the cell as first written, for messages */
  cell: string;
  /** the file's full path */
  source: string;
  size: number;
  /** the address to store ('/uploads/school/images/<name>-<sha16>.<ext>'); '' until store() */
  url: string;
}

/** The file is not an image the platform can show; the message (Chinese) says why. */
export class ImageError extends Error {}

/** '1.5 MB', '300 KB' */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const TO_JPEG = '请用画图、Photoshop 或 WPS 图片打开后另存为 JPEG 或 PNG';

/** The folder a list's relative paths start from: the list's own (ctx.options.file), else the working folder. */
export const listFolder = (ctx: ImportContext) => (ctx.options.file ? path.dirname(path.resolve(ctx.options.file)) : process.cwd());

/**
 * The file a cell names, relative to `folder` (a path written on Windows, 图片\封面.jpg, too):
 * its full path and size, or a Chinese message saying why there is none.
 */
export async function findListFile(folder: string, cell: string): Promise<{ source: string; size: number } | string> {
  let source = path.resolve(folder, cell);
  try {
    const s = await stat(source).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT' || !cell.includes('\\')) throw err;
      source = path.resolve(folder, cell.replace(/\\/g, '/'));
      return stat(source);
    });
    if (!s.isFile()) return `“${cell}”不是文件（${source}）`;
    return { source, size: s.size };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? `“${cell}”不存在（找的是 ${source}）；相对路径从本表所在的文件夹算起，也可以写完整路径`
      : `“${cell}”无法读取（${code ?? (err as Error).message}）`;
  }
}

/** The part of a file name that is safe in a URL; a Chinese name becomes `fallback`. */
export const safeBase = (file: string, fallback: string) =>
  path
    .basename(file, path.extname(file))
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || fallback;

/** `<dir>/<safe name>-<first 16 of the content's sha256>.<ext>`, the name a copy gets under uploads/. */
export const contentName = async (dir: string, source: string, fallback: string, ext: string) =>
  `${dir}/${safeBase(source, fallback)}-${(await fileSha256(source)).slice(0, 16)}.${ext}`;

/**
 * Where imported files go: UPLOAD_DIR (ctx.options.uploadDir, given by npm run import), or
 * DATA_DIR/uploads when only the data folder is given.
 */
export function uploadRoot(ctx: ImportContext, what: string): string {
  const { uploadDir, dataDir } = ctx.options;
  if (uploadDir) return uploadDir;
  if (!dataDir) throw new Error(`${what}: ctx.options.uploadDir (UPLOAD_DIR) or dataDir (DATA_DIR) is required`);
  return path.join(dataDir, 'uploads');
}

/**
 * Copies `source` to UPLOAD_DIR/<fileName> unless a file of that name and size is there (the
 * name is the content). Under a temporary name first: a copy cut short never sits under the
 * content's name. On a dry run nothing is written. Throws what the copy threw.
 */
export async function copyContentNamed(
  source: string,
  size: number,
  uploadDir: string,
  fileName: string,
  dryRun: boolean,
): Promise<'present' | 'copied'> {
  const target = path.join(uploadDir, fileName);
  if (dryRun)
    return (await stat(target).then(
      (s) => s.isFile() && s.size === size,
      () => false,
    ))
      ? 'present'
      : 'copied';
  return placeCopy(source, target, size);
}

// ---- reading an image's header ----

const SOF_SHOWN = new Set([0xc0, 0xc1, 0xc2]);

/**
 * The EXIF orientation of a JPEG's APP1 segment (1 upright; 2-8 turned or mirrored), or undefined.
 * Phones save a portrait photo as landscape pixels with this tag; Chromium 81 and later turn it
 * upright, but campus PCs' Chromium 80 shows it on its side.
 */
export function exifOrientation(app1: Buffer): number | undefined {
  if (app1.length < 14 || app1.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = app1.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    // tag 0x0112, type SHORT: the value sits in the entry itself
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) return u16(entry + 8);
  }
  return undefined;
}

const SOF_OTHER = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The format and pixel size of an image file, from its first bytes; ImageError when it is not one we show. */
export async function readImageInfo(file: string): Promise<ImageInfo> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const read = async (at: number, length: number) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
      if (buf.length) await fh.read(buf, 0, buf.length, at);
      return buf;
    };
    const head = await read(0, 64);
    const ascii = head.toString('latin1');
    const format = imageSignature(head);
    const truncated = () => new ImageError('文件不完整（在图片数据结束之前被截断），可能没有复制完或下载完');

    if (format === 'png') {
      if (head.length < 24 || ascii.slice(12, 16) !== 'IHDR') throw new ImageError('PNG 文件已损坏（开头没有 IHDR 图像头）');
      const tail = (await read(Math.max(0, size - 4096), 4096)).toString('latin1');
      if (!tail.includes('IEND')) throw truncated();
      return { format: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    }
    if (format === 'jpeg') {
      // the segments up to the frame header; each but SOI/RSTn/TEM has a 2-byte length
      let at = 2;
      for (let n = 0; n < 10_000; n++) {
        const m = await read(at, 4);
        if (m.length < 2) throw truncated();
        if (m[0] !== 0xff) throw new ImageError('JPEG 文件已损坏（段标记不对）');
        const marker = m[1];
        if (marker === 0xff) {
          at++;
          continue;
        } // fill byte
        if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
          at += 2;
          continue;
        }
        if (marker === 0xda || marker === 0xd9) throw new ImageError('JPEG 文件已损坏（图像数据之前没有帧头 SOF）');
        if (m.length < 4) throw truncated();
        const length = m.readUInt16BE(2);
        if (SOF_SHOWN.has(marker) || SOF_OTHER.has(marker)) {
          if (SOF_OTHER.has(marker)) throw new ImageError(`是无损、算术编码或分层的 JPEG，浏览器无法显示；${TO_JPEG}`);
          const sof = await read(at + 4, 5);
          if (sof.length < 5) throw truncated();
          const tail = await read(Math.max(0, size - 65536), 65536);
          if (tail.indexOf(Buffer.from([0xff, 0xd9])) < 0) throw truncated();
          return { format: 'jpeg', width: sof.readUInt16BE(3), height: sof.readUInt16BE(1) };
        }
        if (length < 2) throw new ImageError('JPEG 文件已损坏（段长度不对）');
        if (marker === 0xe1) {
          const orientation = exifOrientation(await read(at + 4, length - 2));
          if (orientation !== undefined && orientation !== 1) {
            throw new ImageError(
              '是带“旋转”标记的照片（手机竖拍或倒拍），部分校园电脑的浏览器（Chrome 81 以前）会把它横着或倒着显示；' +
                '请用 Windows“照片”或画图打开，转正后另存为 JPEG 再导入',
            );
          }
        }
        at += 2 + length;
      }
      throw new ImageError('JPEG 文件已损坏（找不到帧头 SOF）');
    }
    if (format === 'gif') {
      if (head.length < 10) throw truncated();
      const last = await read(size - 1, 1);
      if (last[0] !== 0x3b) throw truncated();
      return { format: 'gif', width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
    }
    if (format === 'webp') {
      if (head.length < 30) throw truncated();
      if (8 + head.readUInt32LE(4) > size) throw truncated();
      const chunk = ascii.slice(12, 16);
      if (chunk === 'VP8 ') {
        if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) throw new ImageError('WebP 文件已损坏（VP8 帧头不对）');
        return { format: 'webp', width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
      }
      if (chunk === 'VP8L') {
        if (head[20] !== 0x2f) throw new ImageError('WebP 文件已损坏（VP8L 标记不对）');
        const bits = head.readUInt32LE(21);
        return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') {
        return { format: 'webp', width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
      }
      throw new ImageError(`WebP 文件已损坏（不认识的数据块“${chunk}”）`);
    }
    throw new ImageError(notAnImage(head));
  } finally {
    await fh.close();
  }
}

/** Why a file that is none of the four is refused, as precisely as its first bytes tell. */
function notAnImage(head: Buffer): string {
  const ascii = head.toString('latin1');
  if (ascii.slice(4, 8) === 'ftyp') {
    const brands = ascii.slice(8, Math.min(head.length, 8 + Math.max(8, head.readUInt32BE(0) - 8)));
    if (/avi[fs]/.test(brands)) return `是 AVIF 格式，部分校园电脑的浏览器（Chrome 85 以前）无法显示；${TO_JPEG}`;
    if (/hei[cxms]|hev[cxms]|mif1|msf1/.test(brands)) {
      return (
        '是 HEIC 格式（苹果手机拍的照片），浏览器无法显示；请在手机“设置 > 相机 > 格式”中选“兼容性最佳”后重拍，' +
        '或把照片用微信/QQ 发到电脑（会转为 JPEG），或用 Windows“照片”打开后另存为 JPEG'
      );
    }
    return '是视频文件（MP4/MOV），不是图片；请换成 JPEG 或 PNG 图片';
  }
  if (ascii.startsWith('BM')) return `是 BMP 位图，文件大且网页不宜使用；${TO_JPEG}`;
  if (ascii.startsWith('II*\0') || ascii.startsWith('MM\0*')) return `是 TIFF 格式，浏览器无法显示；${TO_JPEG}`;
  if (ascii.startsWith('%PDF')) return '是 PDF 文件，不是图片；请导出为 JPEG 或 PNG 图片';
  const text = head
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (text.startsWith('<')) {
    return 'SVG 或其他文本文件不能作为图片导入（SVG 中的文字依赖各电脑安装的字体，引用的外部图片在网页中不显示，像素尺寸也无法核对）；请导出为 PNG 或 JPEG';
  }
  return '不是可用的图片文件；可用：JPEG、PNG、WebP、GIF（按文件内容判断，与扩展名无关）';
}

// ---- checking and copying the images of a list ----

/**
 * The images a list names: each file read once however many rows name it, checked against the
 * use it is named for, copied once the whole list is right. See the comment at the top for the order.
 */
export class ImageFiles {
  private readonly folder: string;
  private readonly read = new Map<string, ReturnType<ImageFiles['load']>>();
  /** one ImageFile per file, however its cells write the path */
  private readonly bySource = new Map<string, ImageFile>();
  /** the files checked and good, with the first row and column naming each */
  private readonly good = new Map<string, { image: ImageFile; line: number; column: string }>();
  private copied = 0;
  private present = 0;
  private bytes = 0;

  constructor(private readonly ctx: ImportContext) {
    this.folder = listFolder(ctx);
  }

  /**
   * Checks the image a cell names for a use. On a problem adds it (row `line`, `column`) to
   * ctx.problems and answers null; else the image, whose url store() fills in. `shown` names the
   * image in the messages when the cell is not how the person wrote it (a picture an article's
   * .html names: “正文.html”中的图片“图1.jpg”); by default the cell, quoted.
   */
  async check(line: number, column: string, cell: string, use: ImageUse, shown = `“${cell}”`): Promise<ImageFile | null> {
    const bad = (message: string) => (this.ctx.problems.add(line, column, message), null);
    const found = await this.load(cell);
    if ('missing' in found) return bad(found.missing);
    if ('fault' in found) return bad(`${shown}${found.fault}`);
    const { format, width, height, size } = found;
    const name = `${shown}（${FORMAT_NAME[format]}，${width}×${height} 像素，${sizeText(size)}）`;
    if (size > use.maxBytes) {
      return bad(
        `${name}超过${use.what}的上限 ${sizeText(use.maxBytes)}；每位打开页面的人都要下载它，请缩小或压缩后再导入（如另存为质量 80 左右的 JPEG）`,
      );
    }
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      return bad(`${name}太大：长边最多 ${MAX_IMAGE_SIDE} 像素，浏览器显示它要占用很多内存；请缩小到宽 ${use.minWidth * 2} 像素左右`);
    }
    if (width < use.minWidth || height < use.minHeight) {
      return bad(`${name}太小：${use.what}至少 ${use.minWidth}×${use.minHeight} 像素，否则显示时模糊；请换用更大的图片`);
    }
    if (!this.good.has(found.source)) this.good.set(found.source, { image: found, line, column });
    return found;
  }

  /**
   * Call once at the end of prepare, after every row was checked: when the list has no problem,
   * names each good image by its content and copies it to DATA_DIR/uploads/school/images/ (nothing
   * on a dry run), filling in its url; a failed copy is a problem on the first row naming it.
   * With problems it does nothing (hashing for a refused list is waste). Needs ctx.options.uploadDir or dataDir.
   */
  async store(): Promise<void> {
    if (this.ctx.problems.any) return;
    const uploadDir = uploadRoot(this.ctx, 'image import');
    const done = new Set<string>();
    for (const { image, line, column } of this.good.values()) {
      const fileName = await contentName(SCHOOL_IMAGE_DIR, image.source, 'image', EXT[image.format]);
      image.url = `/uploads/${fileName}`;
      if (done.has(fileName)) continue;
      done.add(fileName);
      try {
        const how = await copyContentNamed(image.source, image.size, uploadDir, fileName, this.ctx.dryRun);
        if (how === 'present') this.present++;
        else {
          this.copied++;
          this.bytes += image.size;
        }
      } catch (err) {
        this.ctx.problems.add(
          line,
          column,
          `“${image.cell}”复制到 ${path.join(uploadDir, fileName)} 失败（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`,
        );
      }
    }
  }

  /** For the summary: '图片文件：复制了 2 个（1.2 MB）到 DATA_DIR/uploads/school/images/，1 个已在那里'. */
  note(): string {
    return `图片文件：${this.ctx.dryRun ? '将复制' : '复制了'} ${this.copied} 个（${(this.bytes / 1024 / 1024).toFixed(1)} MB）到 DATA_DIR/uploads/${SCHOOL_IMAGE_DIR}/，${this.present} 个已在那里`;
  }

  /** The image, or why there is none: `missing` (findListFile's whole message) or `fault` (what is wrong with the file, to follow its name). */
  private load(cell: string): Promise<ImageFile | { missing: string } | { fault: string }> {
    const key = path.resolve(this.folder, cell);
    let result = this.read.get(key);
    if (!result) {
      result = (async () => {
        const found = await findListFile(this.folder, cell);
        if (typeof found === 'string') return { missing: found };
        try {
          const info = await readImageInfo(found.source);
          const known = this.bySource.get(found.source);
          if (known) return known;
          const image: ImageFile = { ...found, ...info, cell, url: '' };
          this.bySource.set(found.source, image);
          return image;
        } catch (err) {
          if (err instanceof ImageError) return { fault: err.message };
          return { fault: `无法读取（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）` };
        }
      })();
      this.read.set(key, result);
    }
    return result;
  }
}
