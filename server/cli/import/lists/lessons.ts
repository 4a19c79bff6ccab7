import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Audience } from '../../../modules/lesson/audience';
import type { StageLessonKind } from '../../../modules/lesson/tablesStage';
import type { CsvRow } from '../../../lib/lists/csvTable';
import type { ImportContext, Importer, ImportSummary } from '../importer';
import {
  contentName,
  copyContentNamed,
  findListFile,
  ImageFiles,
  listFolder,
  uploadRoot,
  type ImageFile,
  type ImageUse,
} from './imageFile';
import { Mp4Error, readMp4Info, type Mp4Info } from './mp4Info';
import { normalisePath, stagesByPath } from './paths';
import { listOf as list } from '../../../lib/lists/listOf';

// 课程: a school's own lessons, one row per video (章节). A lesson is known by 分类 + 课程, a
// chapter by its lesson + 章节. Video files are checked (a complete MP4, H.264 video, AAC sound,
// its duration read from the file) and copied under DATA_DIR/uploads/school/videos/ with a hash
// of the content in the name, so the server may let browsers cache them for long and a changed
// file gets a new address. Checking and copying happen before the transaction opens (prepare):
// on SQLite a transaction holds the write lock, and copying GBs under it would stall learners'
// heartbeats past the server's 5 s busy_timeout. Files are copied only when every cell and file
// of the list is right and not on a dry run; the database checks come after (培训阶段 exists,
// a replaced file keeps the duration learners were credited on), and a list they refuse leaves the
// copies behind: harmless, since a name is its content, and the corrected list finds them there.

const C = {
  tag: '分类',
  audience: '面向',
  title: '课程',
  teacher: '主讲',
  intro: '简介',
  required: '必修',
  chapter: '章节',
  sort: '章节顺序',
  file: '视频文件',
  stage: '培训阶段',
  plan: '计划',
  cover: '封面',
} as const;

const AUDIENCES: Record<string, Audience> = { 学员: 'learner', 干部: 'cadre' };
const AUDIENCE_NAME: Record<Audience, string> = { learner: '学员', cadre: '干部' };
const PLANS: Record<string, StageLessonKind> = { 必修: 'required', 选修: 'elective' };
const PLAN_NAME: Record<StageLessonKind, string> = { required: '必修', elective: '选修' };
const YES_NO: Record<string, number> = { 是: 1, 否: 0 };

/** where imported videos go, under DATA_DIR/uploads/ */
export const SCHOOL_VIDEO_DIR = 'school/videos';
/** a replacement file whose duration differs less than this is "the same length" */
const SAME_LENGTH_SECONDS = 1;
/**
 * A lesson's cover: the lesson page shows it 360 px wide (16:9), the cards about 280 px at
 * 1366×768; a list of lessons shows a dozen, so each is kept small.
 */
export const LESSON_COVER: ImageUse = { what: '课程封面', minWidth: 360, minHeight: 200, maxBytes: 500 * 1024 };
const PLAYABLE_VIDEO = ['avc1', 'avc3'];
const PLAYABLE_AUDIO = ['mp4a'];
const CODEC_NAME: Record<string, string> = {
  hvc1: 'H.265（HEVC）',
  hev1: 'H.265（HEVC）',
  av01: 'AV1',
  vp09: 'VP9',
  vp08: 'VP8',
  mp4v: 'MPEG-4 Part 2',
  encv: '加密的视频',
  'ac-3': 'AC-3（杜比）',
  'ec-3': 'E-AC-3（杜比）',
  '.mp3': 'MP3',
  Opus: 'Opus',
  alac: 'ALAC',
  enca: '加密的音频',
};
const FFMPEG = '如 ffmpeg -i 原文件 -c:v libx264 -c:a aac -movflags +faststart 新文件.mp4';
const FASTSTART = 'ffmpeg -i 原文件 -c copy -movflags +faststart 新文件.mp4';

const clock = (seconds: number) => {
  const s = Math.round(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
};

interface VideoFile {
  /** the cell as written, for messages */
  cell: string;
  source: string;
  size: number;
  info: Mp4Info;
  /** under uploads/ (lessonVideo.fileName); '' when the list has problems (not hashed) */
  fileName: string;
}

interface LessonWanted {
  tag: string;
  title: string;
  lines: number[];
  /** 主讲, 简介, 必修 as the first row writing them says */
  said: {
    teacher?: { value: string | number; line: number };
    intro?: { value: string | number; line: number };
    required?: { value: string | number; line: number };
    cover?: { value: string | number; line: number };
  };
  /** the cover the file names (its url once copied) */
  cover?: ImageFile;
  /** 培训/阶段 → the plan and the row saying it */
  plans: Map<string, { kind: StageLessonKind; line: number }>;
}

interface VideoWanted {
  line: number;
  lessonKey: string;
  title: string;
  sort: number | null;
  file: VideoFile;
}

interface Prepared {
  /** 分类 → 面向 written in the file (null: not written) and the first row naming it */
  tags: Map<string, { audience: Audience | null; line: number }>;
  lessons: Map<string, LessonWanted>;
  videos: VideoWanted[];
  files: { copied: number; present: number; bytes: number; moovAtEnd: string[] };
  /** the covers' summary line, when the list names any */
  coverNote?: string;
}

const lessonKey = (tag: string, title: string) => `${tag}\u0000${title}`;

/** The checks that need no database: cells, agreement between a lesson's rows, files. */
async function prepare(rows: CsvRow[], ctx: ImportContext): Promise<Prepared> {
  const { problems } = ctx;
  const uploadDir = uploadRoot(ctx, 'lessons import');
  const base = listFolder(ctx);
  const images = new ImageFiles(ctx);
  const tags: Prepared['tags'] = new Map();
  const lessons: Prepared['lessons'] = new Map();
  const chapters = new Map<string, number>();
  const pending: { line: number; lessonKey: string; title: string; sort: number | null; cell: string }[] = [];

  for (const r of rows) {
    const cell = (name: string) => r.cells[name] ?? '';
    const bad = (column: string, message: string) => problems.add(r.line, column, message);
    const before = problems.list.length;
    const tag = cell(C.tag);
    const title = cell(C.title);
    const chapter = cell(C.chapter);
    const file = cell(C.file);
    const sortText = cell(C.sort);
    const audienceText = cell(C.audience);
    const requiredText = cell(C.required);
    const teacher = cell(C.teacher);
    const intro = cell(C.intro);
    const cover = cell(C.cover);
    if (!tag || tag.length > 50) bad(C.tag, tag ? '不能超过 50 个字' : '不能为空');
    if (audienceText && !AUDIENCES[audienceText]) bad(C.audience, `“${audienceText}”不是可用的面向；可用：学员、干部`);
    if (!title || title.length > 100) bad(C.title, title ? '不能超过 100 个字' : '不能为空');
    if (teacher.length > 50) bad(C.teacher, '不能超过 50 个字');
    if (intro.length > 2000) bad(C.intro, '不能超过 2000 个字');
    if (requiredText && YES_NO[requiredText] === undefined) bad(C.required, `“${requiredText}”不是可用的值；可用：是、否`);
    if (!chapter || chapter.length > 100) bad(C.chapter, chapter ? '不能超过 100 个字' : '不能为空');
    if (sortText && !/^[1-9]\d{0,5}$/.test(sortText)) bad(C.sort, `“${sortText}”不是正整数`);
    if (!file) bad(C.file, '不能为空：请写 MP4 文件的路径（相对于本表所在的文件夹，或完整路径）');
    const stages = [
      ...new Set(
        cell(C.stage)
          .split(/[;；\n]/)
          .map(normalisePath)
          .filter((s) => s.replace(/\//g, '')),
      ),
    ];
    const planText = cell(C.plan);
    const kind = PLANS[planText];
    if (planText && !kind) bad(C.plan, `“${planText}”不是可用的计划；可用：必修、选修`);
    if (stages.length && !planText) bad(C.plan, '填了培训阶段时须写明必修或选修');
    if (planText && !stages.length) bad(C.stage, '填了计划时须写明培训阶段（“培训/阶段”）');
    if (problems.list.length > before) continue;

    // one 面向 per 分类 in a file
    const audience = AUDIENCES[audienceText] ?? null;
    const knownTag = tags.get(tag);
    if (!knownTag) tags.set(tag, { audience, line: r.line });
    else if (audience && knownTag.audience && audience !== knownTag.audience) {
      bad(C.audience, `分类“${tag}”在第 ${knownTag.line} 行写的是${AUDIENCE_NAME[knownTag.audience]}；同一分类只能有一个面向`);
    } else if (audience && !knownTag.audience) tags.set(tag, { audience, line: r.line });

    // a lesson's cells agree across its rows (or are written in one of them)
    const key = lessonKey(tag, title);
    let lesson = lessons.get(key);
    if (!lesson) lessons.set(key, (lesson = { tag, title, lines: [], said: {}, plans: new Map() }));
    const agree = (
      column: string,
      field: 'teacher' | 'intro' | 'required' | 'cover',
      value: string | number | undefined,
      shown: (v: string | number) => string,
    ) => {
      if (value === undefined || value === '') return;
      const had = lesson!.said[field];
      if (!had) lesson!.said[field] = { value, line: r.line };
      else if (had.value !== value) {
        bad(
          column,
          `与第 ${had.line} 行不同（那里是“${shown(had.value)}”，这里是“${shown(value)}”）；同一课程各行的${column}须相同，或只在其中一行填写`,
        );
      }
    };
    agree(C.teacher, 'teacher', teacher, String);
    agree(C.intro, 'intro', intro, (v) => (String(v).length > 20 ? `${String(v).slice(0, 20)}…` : String(v)));
    agree(C.required, 'required', YES_NO[requiredText], (v) => (v ? '是' : '否'));
    // the same file however the path's separators are written
    agree(C.cover, 'cover', cover.replace(/\\/g, '/'), String);
    for (const s of stages) {
      const had = lesson.plans.get(s);
      if (!had) lesson.plans.set(s, { kind: kind!, line: r.line });
      else if (had.kind !== kind) {
        bad(
          C.plan,
          `与第 ${had.line} 行不同：那里课程“${title}”在“${s}”中是${PLAN_NAME[had.kind]}；一门课程在一个阶段只能是必修或选修之一`,
        );
      }
    }
    lesson.lines.push(r.line);

    const chapterKey = `${key}\u0000${chapter}`;
    if (chapters.has(chapterKey)) {
      bad(C.chapter, `与第 ${chapters.get(chapterKey)} 行是同一个章节（${tag}/${title}/${chapter}）`);
      continue;
    }
    chapters.set(chapterKey, r.line);
    pending.push({ line: r.line, lessonKey: key, title: chapter, sort: sortText ? Number(sortText) : null, cell: file });
  }

  // the files, each read once however many rows name it
  const checked = new Map<string, Promise<Omit<VideoFile, 'fileName'> | string>>();
  const check = (cell: string) => {
    const key = path.resolve(base, cell);
    const found = checked.get(key);
    if (found) return found;
    const result = (async () => {
      // a path written on Windows (视频\第一讲.mp4) too
      const where = await findListFile(base, cell);
      if (typeof where === 'string') return where;
      const { source, size } = where;
      try {
        return { cell, source, size, info: await readMp4Info(source) };
      } catch (err) {
        if (err instanceof Mp4Error) return `“${cell}”${err.message}`;
        return `“${cell}”无法读取（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`;
      }
    })();
    checked.set(key, result);
    return result;
  };
  const good: { row: (typeof pending)[number]; file: Omit<VideoFile, 'fileName'> }[] = [];
  for (const row of pending) {
    const file = await check(row.cell);
    if (typeof file === 'string') {
      problems.add(row.line, C.file, file);
      continue;
    }
    const { videoCodec: v, audioCodec: a } = file.info;
    const before = problems.list.length;
    if (!v) problems.add(row.line, C.file, `“${row.cell}”没有视频画面（找不到视频轨道）`);
    else if (!PLAYABLE_VIDEO.includes(v)) {
      problems.add(
        row.line,
        C.file,
        `“${row.cell}”的视频编码是 ${CODEC_NAME[v] ?? v}，校园电脑的浏览器可能无法播放；请转为 H.264 编码的 MP4（${FFMPEG}）`,
      );
    }
    if (a && !PLAYABLE_AUDIO.includes(a)) {
      problems.add(
        row.line,
        C.file,
        `“${row.cell}”的音频编码是 ${CODEC_NAME[a] ?? a}，校园电脑的浏览器可能没有声音；请转为 AAC 音频（${FFMPEG}）`,
      );
    }
    if (problems.list.length === before) good.push({ row, file });
  }

  // the covers, each lesson's as the first row naming it says
  let covers = 0;
  for (const l of lessons.values()) {
    const said = l.said.cover;
    if (!said) continue;
    covers++;
    l.cover = (await images.check(said.line, C.cover, String(said.value), LESSON_COVER)) ?? undefined;
  }

  // names, and copies: only when the whole list is right (hashing GBs for a refused list is waste)
  await images.store();
  const files: Prepared['files'] = { copied: 0, present: 0, bytes: 0, moovAtEnd: [] };
  const named = new Map<string, string>();
  const done = new Set<string>();
  if (!problems.any) {
    for (const { file } of good) {
      if (named.has(file.source)) continue;
      const fileName = await contentName(SCHOOL_VIDEO_DIR, file.source, 'video', 'mp4');
      named.set(file.source, fileName);
      if (file.info.moovAtEnd) files.moovAtEnd.push(file.cell);
      if (done.has(fileName)) continue;
      done.add(fileName);
      try {
        // the name is the content: one already there of the same size is this file
        if ((await copyContentNamed(file.source, file.size, uploadDir, fileName, ctx.dryRun)) === 'present') {
          files.present++;
          continue;
        }
        files.copied++;
        files.bytes += file.size;
      } catch (err) {
        const line = good.find((g) => g.file.source === file.source)!.row.line;
        const target = path.join(uploadDir, fileName);
        problems.add(
          line,
          C.file,
          `“${file.cell}”复制到 ${target} 失败（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`,
        );
      }
    }
  }
  const videos = good.map(({ row, file }) => ({
    line: row.line,
    lessonKey: row.lessonKey,
    title: row.title,
    sort: row.sort,
    file: { ...file, fileName: named.get(file.source) ?? '' },
  }));
  return { tags, lessons, videos, files, coverNote: covers ? images.note() : undefined };
}

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const { problems } = ctx;
  const p = ctx.prepared as Prepared;
  const none = { added: 0, updated: 0, unchanged: 0, notes: [] };

  // 分类: by name, and by 面向 where two tags share a name
  const dbTags = await trx.selectFrom('lessonTag').select(['id', 'name', 'audience', 'sort']).execute();
  const tagOf = new Map<string, { id: number | null; audience: Audience }>();
  for (const [name, t] of p.tags) {
    const same = dbTags.filter((d) => d.name === name);
    const match = t.audience ? same.find((d) => d.audience === t.audience) : same.length === 1 ? same[0] : undefined;
    if (!t.audience && same.length > 1) {
      problems.add(
        t.line,
        C.audience,
        `已有${list(same.map((d) => AUDIENCE_NAME[d.audience as Audience] ?? d.audience))}两个名为“${name}”的分类，请写明面向：学员或干部`,
      );
      continue;
    }
    tagOf.set(name, match ? { id: match.id, audience: match.audience as Audience } : { id: null, audience: t.audience ?? 'learner' });
  }

  const stageId = await stagesByPath(trx);

  const tagIds = [...tagOf.values()].flatMap((t) => (t.id === null ? [] : [t.id]));
  const dbLessons = tagIds.length
    ? await trx
        .selectFrom('lesson')
        .select(['id', 'tagId', 'title', 'teacher', 'intro', 'required', 'sort', 'coverUrl'])
        .where('tagId', 'in', tagIds)
        .orderBy('id')
        .execute()
    : [];
  const lessonIds = dbLessons.map((l) => l.id);
  const dbVideos = lessonIds.length
    ? await trx
        .selectFrom('lessonVideo')
        .select(['id', 'lessonId', 'title', 'sort', 'fileName', 'duration'])
        .where('lessonId', 'in', lessonIds)
        .orderBy('id')
        .execute()
    : [];
  const existingLesson = (key: string) => {
    const l = p.lessons.get(key)!;
    const tag = tagOf.get(l.tag);
    return tag?.id == null ? undefined : dbLessons.find((d) => d.tagId === tag.id && d.title === l.title);
  };

  // 培训阶段 of each lesson
  for (const l of p.lessons.values()) {
    const tag = tagOf.get(l.tag);
    for (const [s, plan] of l.plans) {
      if (!stageId.has(s)) {
        problems.add(
          plan.line,
          C.stage,
          stageId.size
            ? `“${s}”不存在；请写成“培训/阶段”，可用：${list(stageId.keys())}`
            : `“${s}”不存在：还没有任何培训阶段，请先导入培训阶段`,
        );
      } else if (tag?.audience === 'cadre') {
        problems.add(plan.line, C.stage, `分类“${l.tag}”是干部课程，不能加入学员的培训阶段；请留空，或换成学员的分类`);
      }
    }
  }

  // a chapter's new file: credited time was earned on the old one, so only one as long
  const changing = p.videos.flatMap((v) => {
    const lesson = existingLesson(v.lessonKey);
    const old = lesson && dbVideos.find((d) => d.lessonId === lesson.id && d.title === v.title);
    return old && Math.abs(old.duration - v.file.info.duration) >= SAME_LENGTH_SECONDS ? [{ v, old }] : [];
  });
  if (changing.length) {
    const studied = await trx
      .selectFrom('videoProgress')
      .select((eb) => ['videoId', eb.fn.countAll<number>().as('n')])
      .where(
        'videoId',
        'in',
        changing.map((c) => c.old.id),
      )
      .where('credited', '>', 0)
      .groupBy('videoId')
      .execute();
    for (const { v, old } of changing) {
      const n = Number(studied.find((s) => s.videoId === old.id)?.n ?? 0);
      if (!n) continue;
      problems.add(
        v.line,
        C.file,
        `“${v.file.cell}”时长 ${clock(v.file.info.duration)}，原视频 ${clock(old.duration)}；已有 ${n} 名学员在这一章节计入了学时（按原视频计的），` +
          '不能换成时长不同的视频。请用时长相同的文件，或把新视频作为新的章节导入（改「章节」名称）',
      );
    }
  }
  if (problems.any) return none;

  // writes
  const added = new Set<number>();
  const changed = new Set<number>();
  const notes: string[] = [];
  let tagSort = Math.max(0, ...dbTags.map((t) => t.sort));
  const newTags: string[] = [];
  for (const [name, t] of tagOf) {
    if (t.id !== null) continue;
    t.id = (
      await trx.insertInto('lessonTag').values({ name, sort: ++tagSort, audience: t.audience }).returning('id').executeTakeFirstOrThrow()
    ).id;
    newTags.push(`${name}（${AUDIENCE_NAME[t.audience]}）`);
  }

  const lessonSort = new Map<number, number>();
  const lessonIdOf = new Map<string, number>();
  let lessonsAdded = 0;
  let lessonsUpdated = 0;
  for (const [key, l] of p.lessons) {
    if (!p.videos.some((v) => v.lessonKey === key)) continue;
    const tagId = tagOf.get(l.tag)!.id!;
    const old = existingLesson(key);
    const teacher = l.said.teacher?.value as string | undefined;
    const intro = l.said.intro?.value as string | undefined;
    const required = l.said.required?.value as number | undefined;
    // no cover written: the lesson keeps the one it has
    const coverUrl = l.cover?.url || undefined;
    if (old) {
      lessonIdOf.set(key, old.id);
      const set: { teacher?: string; intro?: string; required?: number; coverUrl?: string } = {};
      if (teacher !== undefined && teacher !== old.teacher) set.teacher = teacher;
      if (intro !== undefined && intro !== old.intro) set.intro = intro;
      if (required !== undefined && required !== old.required) set.required = required;
      if (coverUrl !== undefined && coverUrl !== old.coverUrl) set.coverUrl = coverUrl;
      if (Object.keys(set).length) {
        await trx.updateTable('lesson').set(set).where('id', '=', old.id).execute();
        changed.add(l.lines[0]);
        lessonsUpdated++;
      }
      continue;
    }
    if (!lessonSort.has(tagId)) lessonSort.set(tagId, Math.max(0, ...dbLessons.filter((d) => d.tagId === tagId).map((d) => d.sort)));
    const sort = lessonSort.get(tagId)! + 1;
    lessonSort.set(tagId, sort);
    const row = await trx
      .insertInto('lesson')
      .values({
        tagId,
        title: l.title,
        teacher: teacher ?? '',
        intro: intro ?? '',
        coverUrl: coverUrl ?? '',
        required: required ?? 0,
        sort,
        createdAt: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lessonIdOf.set(key, row.id);
    lessonsAdded++;
  }

  // chapters: 章节顺序 where written, else after the lesson's others in file order
  const chapterSort = new Map<number, number>();
  for (const v of p.videos) {
    const lessonId = lessonIdOf.get(v.lessonKey)!;
    const top = Math.max(
      chapterSort.get(lessonId) ?? 0,
      v.sort ?? 0,
      ...dbVideos.filter((d) => d.lessonId === lessonId).map((d) => d.sort),
    );
    chapterSort.set(lessonId, top);
  }
  const fresh = [];
  for (const v of p.videos) {
    const lessonId = lessonIdOf.get(v.lessonKey)!;
    const old = dbVideos.find((d) => d.lessonId === lessonId && d.title === v.title);
    const { fileName } = v.file;
    const duration = v.file.info.duration;
    if (!old) {
      let sort = v.sort;
      if (sort === null) {
        sort = chapterSort.get(lessonId)! + 1;
        chapterSort.set(lessonId, sort);
      }
      fresh.push({ lessonId, title: v.title, sort, fileName, duration });
      added.add(v.line);
      continue;
    }
    const set: { sort?: number; fileName?: string; duration?: number } = {};
    if (v.sort !== null && v.sort !== old.sort) set.sort = v.sort;
    if (fileName !== old.fileName) set.fileName = fileName;
    if (Math.abs(duration - old.duration) > 0.0005) set.duration = duration;
    if (Object.keys(set).length) {
      await trx.updateTable('lessonVideo').set(set).where('id', '=', old.id).execute();
      changed.add(v.line);
    }
  }
  for (let i = 0; i < fresh.length; i += 200)
    await trx
      .insertInto('lessonVideo')
      .values(fresh.slice(i, i + 200))
      .execute();

  // stage plans: added or moved between 必修 and 选修; lessons a file does not name stay
  const dbPlans = await trx.selectFrom('stageLesson').select(['stageId', 'lessonId', 'kind', 'sort']).execute();
  const planSort = (stage: number, kind: StageLessonKind) =>
    Math.max(0, ...dbPlans.filter((d) => d.stageId === stage && d.kind === kind).map((d) => d.sort)) + 1;
  let plansAdded = 0;
  let plansChanged = 0;
  for (const [key, l] of p.lessons) {
    const lessonId = lessonIdOf.get(key);
    if (lessonId === undefined) continue;
    for (const [s, plan] of l.plans) {
      const stage = stageId.get(s)!;
      const old = dbPlans.find((d) => d.stageId === stage && d.lessonId === lessonId);
      if (old?.kind === plan.kind) continue;
      const sort = planSort(stage, plan.kind);
      if (old) {
        await trx
          .updateTable('stageLesson')
          .set({ kind: plan.kind, sort })
          .where('stageId', '=', stage)
          .where('lessonId', '=', lessonId)
          .execute();
        Object.assign(old, { kind: plan.kind, sort });
        plansChanged++;
      } else {
        await trx.insertInto('stageLesson').values({ stageId: stage, lessonId, kind: plan.kind, sort }).execute();
        dbPlans.push({ stageId: stage, lessonId, kind: plan.kind, sort });
        plansAdded++;
      }
      changed.add(plan.line);
    }
  }

  if (newTags.length) notes.push(`新建分类：${list(newTags)}`);
  if (lessonsAdded || lessonsUpdated) notes.push(`课程：新增 ${lessonsAdded} 门，更新 ${lessonsUpdated} 门`);
  if (plansAdded || plansChanged)
    notes.push(`培训阶段的课程计划：加入 ${plansAdded} 门次，改为必修/选修 ${plansChanged} 门次（表中没写的计划不变）`);
  const f = p.files;
  const mb = (f.bytes / 1024 / 1024).toFixed(1);
  notes.push(
    `视频文件：${ctx.dryRun ? '将复制' : '复制了'} ${f.copied} 个（${mb} MB）到 DATA_DIR/uploads/${SCHOOL_VIDEO_DIR}/，${f.present} 个已在那里`,
  );
  if (p.coverNote) notes.push(p.coverNote);
  if (f.moovAtEnd.length) {
    notes.push(`这些视频的索引（moov）在文件末尾，能播放但开始得慢一些，可用 ${FASTSTART} 重新封装：${list(f.moovAtEnd)}`);
  }
  for (const l of changed) if (added.has(l)) changed.delete(l);
  return { added: added.size, updated: changed.size, unchanged: rows.length - added.size - changed.size, notes };
}

/**
 * 课程: a school's own lessons and their videos, one row per video. Lessons are matched by
 * 分类 + 课程, chapters by lesson + 章节; nothing a list does not name is deleted.
 * Options (server/cli/import.ts passes both): `file`, the list's path (video paths are relative to
 * its folder), and `dataDir`, where the videos are copied (uploads/school/videos/).
 */
export const lessonsImporter: Importer = {
  kind: 'lessons',
  title: '课程',
  columns: [
    { name: C.tag, required: true, help: '课程分类，如 党的基本理论；新的名称即新建一个分类', example: '党的基本理论' },
    {
      name: C.audience,
      required: false,
      help: '分类面向谁：学员 或 干部；新分类不填为学员；已有分类的面向不会被改动（写另一个面向即另一个同名分类）',
      example: '学员',
    },
    {
      name: C.title,
      required: true,
      help: '课程名称（最多 100 字）；同一分类中同名即同一门课程，每个章节一行',
      example: '马克思主义基本原理概论',
    },
    { name: C.teacher, required: false, help: '主讲人；同一课程各行相同，或只在一行填写；已有课程留空则不改', example: '张明远 教授' },
    {
      name: C.intro,
      required: false,
      help: '课程简介（最多 2000 字）；同一课程各行相同，或只在一行填写；已有课程留空则不改',
      example: '系统讲授马克思主义的基本立场、观点和方法。',
    },
    {
      name: C.required,
      required: false,
      help: '是 或 否：课程目录中是否必修（学员所在阶段有课程计划时以计划为准）；新课程不填为否',
      example: '是',
    },
    { name: C.chapter, required: true, help: '章节（视频）标题；同一课程中同名即同一章节', example: '第一讲 马克思主义的创立' },
    { name: C.sort, required: false, help: '章节在课程中的顺序，正整数；不填时新章节按表中顺序排在已有章节之后', example: '1' },
    {
      name: C.file,
      required: true,
      help:
        'MP4 视频文件的路径，相对于本表所在的文件夹或写完整路径；须是完整的 H.264 视频、AAC 音频的 MP4，时长从文件读取；' +
        '已有学员计入学时的章节只能换成时长相同的文件',
      example: '视频/马克思主义基本原理概论-第一讲.mp4',
    },
    {
      name: C.stage,
      required: false,
      help: '把课程加入培训阶段的课程计划：“培训/阶段”（须已导入），多个用“；”分隔；只用于学员的分类',
      example: '入党积极分子培训/2026年秋季学期',
    },
    {
      name: C.plan,
      required: false,
      help: '在上列阶段中是 必修 或 选修；同一课程在一个阶段只能是其一；表中没写的计划不变',
      example: '必修',
    },
    {
      name: C.cover,
      required: false,
      help:
        '课程封面图片的路径，相对于本表所在的文件夹或写完整路径：JPEG、PNG、WebP 或 GIF（按文件内容判断），至少 360×200 像素（宜 16:9，如 640×360），' +
        '不超过 500 KB；同一课程各行相同，或只在一行填写；已有课程留空则不改封面',
      example: '封面/马克思主义基本原理概论.jpg',
    },
  ],
  prepare,
  run,
};
