// Images named in a list: the format from the bytes, the size from the header, the rules of a use,
// and the content-named copies (none on a dry run, none for a list with problems).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { type ImportContext } from '../importer';
import { ImportProblems } from '../../../lib/lists/problems';
import { ImageFiles, readImageInfo, type ImageUse } from './imageFile';
import { exifWithOrientation, gif, heic, jpeg, png, webp } from './testImages';

let src: string;
let dataDir: string;
beforeEach(() => {
  src = fs.mkdtempSync(path.join(os.tmpdir(), 'image-import-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-data-'));
  fs.mkdirSync(path.join(src, '图片'));
});
afterEach(() => {
  fs.rmSync(src, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const put = (name: string, bytes: Buffer | string) => {
  fs.writeFileSync(path.join(src, name), bytes);
  return path.join(src, name);
};
const ctxOf = (dryRun = false): ImportContext => ({
  now: '2026-09-01T00:00:00.000Z',
  options: { file: path.join(src, '表.csv'), dataDir },
  problems: new ImportProblems(),
  dryRun,
});
const COVER: ImageUse = { what: '课程封面', minWidth: 360, minHeight: 200, maxBytes: 100 * 1024 };
const imageDir = () => path.join(dataDir, 'uploads', 'school', 'images');
const copies = () => (fs.existsSync(imageDir()) ? fs.readdirSync(imageDir()).sort() : []);
const sha16 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

describe('readImageInfo', () => {
  it('reads the format and pixel size from the bytes, whatever the name', async () => {
    expect(await readImageInfo(put('a.png', png(640, 360)))).toEqual({ format: 'png', width: 640, height: 360 });
    expect(await readImageInfo(put('png-named.jpg', png(641, 361)))).toEqual({ format: 'png', width: 641, height: 361 });
    // the frame header after a 60 KB Exif segment, as a camera writes it
    expect(await readImageInfo(put('b.jpg', jpeg(1920, 1080, { exifBytes: 60_000 })))).toEqual({
      format: 'jpeg',
      width: 1920,
      height: 1080,
    });
    expect(await readImageInfo(put('progressive.jpeg', jpeg(800, 450, { sof: 0xc2 })))).toEqual({
      format: 'jpeg',
      width: 800,
      height: 450,
    });
    expect(await readImageInfo(put('c.gif', gif(500, 300)))).toEqual({ format: 'gif', width: 500, height: 300 });
    expect(await readImageInfo(put('d.webp', webp(1200, 250, 'VP8 ')))).toEqual({ format: 'webp', width: 1200, height: 250 });
    expect(await readImageInfo(put('e.webp', webp(1201, 251, 'VP8L')))).toEqual({ format: 'webp', width: 1201, height: 251 });
    expect(await readImageInfo(put('f', webp(16383, 9000, 'VP8X')))).toEqual({ format: 'webp', width: 16383, height: 9000 });
  });

  it('refuses what a campus browser cannot show, saying what it is and what to do', async () => {
    const why = (name: string, bytes: Buffer | string) =>
      readImageInfo(put(name, bytes)).then(
        () => 'read',
        (e: Error) => e.message,
      );
    expect(await why('text.png', '这是说明文字，不是图片。\n')).toBe(
      '不是可用的图片文件；可用：JPEG、PNG、WebP、GIF（按文件内容判断，与扩展名无关）',
    );
    expect(await why('logo.svg', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"/>')).toBe(
      'SVG 或其他文本文件不能作为图片导入（SVG 中的文字依赖各电脑安装的字体，引用的外部图片在网页中不显示，像素尺寸也无法核对）；请导出为 PNG 或 JPEG',
    );
    expect(await why('IMG_0001.heic', heic())).toBe(
      '是 HEIC 格式（苹果手机拍的照片），浏览器无法显示；请在手机“设置 > 相机 > 格式”中选“兼容性最佳”后重拍，' +
        '或把照片用微信/QQ 发到电脑（会转为 JPEG），或用 Windows“照片”打开后另存为 JPEG',
    );
    expect(await why('a.avif', Buffer.concat([Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf', 'latin1'), Buffer.alloc(100)]))).toBe(
      '是 AVIF 格式，部分校园电脑的浏览器（Chrome 85 以前）无法显示；请用画图、Photoshop 或 WPS 图片打开后另存为 JPEG 或 PNG',
    );
    expect(await why('a.bmp', Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(100)]))).toBe(
      '是 BMP 位图，文件大且网页不宜使用；请用画图、Photoshop 或 WPS 图片打开后另存为 JPEG 或 PNG',
    );
    expect(await why('a.tif', Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.alloc(100)]))).toBe(
      '是 TIFF 格式，浏览器无法显示；请用画图、Photoshop 或 WPS 图片打开后另存为 JPEG 或 PNG',
    );
    expect(await why('arith.jpg', jpeg(800, 450, { sof: 0xc9 }))).toBe(
      '是无损、算术编码或分层的 JPEG，浏览器无法显示；请用画图、Photoshop 或 WPS 图片打开后另存为 JPEG 或 PNG',
    );
    const cut = '文件不完整（在图片数据结束之前被截断），可能没有复制完或下载完';
    const whole = png(640, 360, { noise: true });
    expect(await why('cut.png', whole.subarray(0, whole.length - 5000))).toBe(cut);
    const photo = jpeg(800, 450, { scanBytes: 100_000 });
    expect(await why('cut.jpg', photo.subarray(0, 50_000))).toBe(cut);
    expect(await why('cut.gif', gif(500, 300).subarray(0, 20))).toBe(cut);
    expect(await why('empty.png', '')).toBe('不是可用的图片文件；可用：JPEG、PNG、WebP、GIF（按文件内容判断，与扩展名无关）');
  });

  it('refuses a phone photo marked to be turned, which Chromium 80 shows on its side; an upright mark is fine', async () => {
    const why = (name: string, bytes: Buffer) =>
      readImageInfo(put(name, bytes)).then(
        (i) => `${i.width}×${i.height}`,
        (e: Error) => e.message,
      );
    const turned =
      '是带“旋转”标记的照片（手机竖拍或倒拍），部分校园电脑的浏览器（Chrome 81 以前）会把它横着或倒着显示；请用 Windows“照片”或画图打开，转正后另存为 JPEG 再导入';
    expect(await why('portrait.jpg', jpeg(4032, 3024, { exif: exifWithOrientation(6) }))).toBe(turned);
    expect(await why('upside.jpg', jpeg(4032, 3024, { exif: exifWithOrientation(3, 'II') }))).toBe(turned);
    expect(await why('upright.jpg', jpeg(1600, 900, { exif: exifWithOrientation(1, 'II') }))).toBe('1600×900');
  });
});

describe('ImageFiles', () => {
  it('checks each use: bytes, smallest and largest size, with the numbers; a missing file named with where it was looked for', async () => {
    put('图片/ok.png', png(640, 360));
    const kb = (file: string) => `${Math.round(fs.statSync(file).size / 1024)} KB`;
    const big = kb(put('图片/big.png', png(640, 360, { noise: true })));
    put('图片/small.jpg', jpeg(320, 180));
    const huge = kb(put('图片/huge.png', png(8000, 300)));
    const ctx = ctxOf();
    const images = new ImageFiles(ctx);
    // a path written on Windows finds the file too
    expect(await images.check(2, '封面', '图片\\ok.png', COVER)).toMatchObject({ format: 'png', width: 640, height: 360, url: '' });
    expect(await images.check(3, '封面', '图片/big.png', COVER)).toBeNull();
    expect(await images.check(4, '封面', '图片/small.jpg', COVER)).toBeNull();
    expect(await images.check(5, '封面', '图片/huge.png', COVER)).toBeNull();
    expect(await images.check(6, '封面', '图片/无此图.png', COVER)).toBeNull();
    expect(await images.check(7, '封面', '图片', COVER)).toBeNull();
    expect(ctx.problems.list).toEqual([
      {
        line: 3,
        column: '封面',
        message: `“图片/big.png”（PNG，640×360 像素，${big}）超过课程封面的上限 100 KB；每位打开页面的人都要下载它，请缩小或压缩后再导入（如另存为质量 80 左右的 JPEG）`,
      },
      {
        line: 4,
        column: '封面',
        message: '“图片/small.jpg”（JPEG，320×180 像素，3 KB）太小：课程封面至少 360×200 像素，否则显示时模糊；请换用更大的图片',
      },
      {
        line: 5,
        column: '封面',
        message: `“图片/huge.png”（PNG，8000×300 像素，${huge}）太大：长边最多 6000 像素，浏览器显示它要占用很多内存；请缩小到宽 720 像素左右`,
      },
      {
        line: 6,
        column: '封面',
        message: `“图片/无此图.png”不存在（找的是 ${path.join(src, '图片', '无此图.png')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
      { line: 7, column: '封面', message: `“图片”不是文件（${path.join(src, '图片')}）` },
    ]);
    // a list with problems: nothing hashed, nothing copied
    await images.store();
    expect(copies()).toEqual([]);
  });

  it('copies each file once under its content name with the extension of its format; the second time finds it there', async () => {
    const cover = png(640, 360);
    put('图片/封面.jpg', cover);
    const photo = jpeg(1920, 1080);
    put('图片/banner 1.JPG', photo);
    const ctx = ctxOf();
    const images = new ImageFiles(ctx);
    const a = await images.check(2, '封面', '图片/封面.jpg', COVER);
    const b = await images.check(3, '封面', '图片/封面.jpg', COVER);
    const c = await images.check(4, '图片', path.join(src, '图片', 'banner 1.JPG'), {
      what: '轮播图',
      minWidth: 1200,
      minHeight: 250,
      maxBytes: 1024 * 1024,
    });
    expect(b).toBe(a);
    // the same file however the path is written: one image, one copy, one address
    expect(await images.check(5, '封面', path.join(src, '图片', '封面.jpg'), COVER)).toBe(a);
    expect(await images.check(6, '封面', '图片\\封面.jpg', COVER)).toBe(a);
    await images.store();
    expect(ctx.problems.list).toEqual([]);
    // a PNG named .jpg is stored as .png (the server's type follows the name); a Chinese name becomes 'image'
    expect(a!.url).toBe(`/uploads/school/images/image-${sha16(cover)}.png`);
    expect(c!.url).toBe(`/uploads/school/images/banner-1-${sha16(photo)}.jpg`);
    expect(copies()).toEqual([`banner-1-${sha16(photo)}.jpg`, `image-${sha16(cover)}.png`]);
    expect(fs.readFileSync(path.join(dataDir, a!.url)).equals(cover)).toBe(true);
    expect(images.note()).toBe('图片文件：复制了 2 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');

    const again = new ImageFiles(ctxOf());
    expect(await again.check(2, '封面', '图片/封面.jpg', COVER)).toBeTruthy();
    await again.store();
    expect(again.note()).toBe('图片文件：复制了 0 个（0.0 MB）到 DATA_DIR/uploads/school/images/，1 个已在那里');
  });

  it('a dry run names the images and copies nothing', async () => {
    const cover = png(640, 360);
    put('图片/cover.png', cover);
    const ctx = ctxOf(true);
    const images = new ImageFiles(ctx);
    const a = await images.check(2, '封面', '图片/cover.png', COVER);
    await images.store();
    expect(a!.url).toBe(`/uploads/school/images/cover-${sha16(cover)}.png`);
    expect(images.note()).toBe('图片文件：将复制 1 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});
