import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clock } from '../lib/clock';
import { beijingDate } from '../lib/beijingDate';

// A special training topic made to order for the topic tests, independent of the demo seed:
// two stages (the first under way), an article, a file and a video (of its one required lesson),
// an expert who gives that lesson, two notices, an optional exam and a write-up of 20-200 characters.

export interface TopicFixture {
  topicId: number;
  stages: [number, number];
  materials: { article: number; file: number; video: number };
  lessonId: number;
  videoId: number;
  expertId: number;
  notices: { pinned: number; latest: number };
}

const dayFrom = (days: number) => beijingDate(new Date(clock.now().getTime() + days * 86400_000));

let made = 0;

export async function topicFixture(
  db: Kysely<Database>,
  members: number[],
  over: { examId?: number | null; workDeadline?: string | null; year?: number; noWork?: boolean } = {},
): Promise<TopicFixture> {
  made += 1;
  const tag = await db
    .insertInto('lessonTag')
    .values({ name: `专题课程${made}`, sort: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teacher = `王立新${made} 教授`;
  const lesson = await db
    .insertInto('lesson')
    .values({ tagId: tag.id, title: `党章学习${made}`, teacher, intro: '', coverUrl: '', required: 1, sort: 1, createdAt: clock.iso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const video = await db
    .insertInto('lessonVideo')
    .values({ lessonId: lesson.id, title: '第一讲', sort: 1, fileName: 'demo/videos/v1-0123456789.mp4', duration: 60 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const topic = await db
    .insertInto('topic')
    .values({
      title: `2026年秋季入党积极分子培训班${made}`,
      year: over.year ?? Number(dayFrom(0).slice(0, 4)),
      phaseId: null,
      organizer: '校党校',
      intro: '<img src=x onerror=alert(1)>简介',
      startDate: dayFrom(-30),
      endDate: dayFrom(30),
      examId: over.examId ?? null,
      workTitle: over.noWork ? '' : '学习党章心得体会',
      workPrompt: '结合自身实际谈谈体会',
      workMinChars: 20,
      workMaxChars: 200,
      workDeadline: over.workDeadline === undefined ? clock.isoIn(10 * 86400) : over.workDeadline,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (over.examId) await db.updateTable('exam').set({ topicId: topic.id }).where('id', '=', over.examId).execute();
  for (const userId of members) await db.insertInto('topicMember').values({ topicId: topic.id, userId, joinedAt: clock.iso() }).execute();
  const stage = async (title: string, from: number, to: number, sort: number) =>
    (
      await db
        .insertInto('topicStage')
        .values({ topicId: topic.id, title, startDate: dayFrom(from), endDate: dayFrom(to), sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stages: [number, number] = [await stage('第一阶段 理论学习', -30, 5, 1), await stage('第二阶段 实践锻炼', 6, 30, 2)];
  const material = async (kind: 'article' | 'file' | 'video', title: string, extra: object) =>
    (
      await db
        .insertInto('topicMaterial')
        .values({ stageId: stages[0], kind, title, publishedAt: clock.isoIn(-86400 * { article: 1, file: 2, video: 3 }[kind]), ...extra })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const materials = {
    article: await material('article', '学习党章的意义', { body: '<script>alert(1)</script>第一段\n\n第二段', sort: 1 }),
    file: await material('file', '党章全文', {
      fileUrl: '/uploads/demo/handouts/x.pdf',
      fileName: '党章全文.pdf',
      fileSize: 2048,
      fileType: 'pdf',
      sort: 2,
    }),
    video: await material('video', '党章导读视频', { videoId: video.id, sort: 3 }),
  };
  await db.insertInto('topicLesson').values({ topicId: topic.id, lessonId: lesson.id, sort: 1 }).execute();
  const expert = await db
    .insertInto('expert')
    .values({ name: '王立新', title: '教授', unit: '马克思主义学院', summary: '党章研究', intro: '长期从事党建研究', teacher })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('topicExpert').values({ topicId: topic.id, expertId: expert.id, sort: 1 }).execute();
  const notice = async (title: string, pinned: number, daysAgo: number) =>
    (
      await db
        .insertInto('topicNotice')
        .values({ topicId: topic.id, title, publisher: '校党校', body: '请按时参加', pinned, publishedAt: clock.isoIn(-86400 * daysAgo) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const notices = { pinned: await notice('开班通知', 1, 20), latest: await notice('第二阶段安排', 0, 1) };
  return { topicId: topic.id, stages, materials, lessonId: lesson.id, videoId: video.id, expertId: expert.id, notices };
}

/** A task of the topic: by default a PDF or JPG of at most 1 MB and a form of two fields (the first required). */
export async function taskFixture(
  db: Kysely<Database>,
  topicId: number,
  over: { needsFile?: boolean; fields?: boolean; deadline?: string | null } = {},
): Promise<number> {
  const fields =
    over.fields === false
      ? []
      : [
          { key: 'contact', label: '培养联系人', required: true, maxLength: 10, multiline: false },
          { key: 'note', label: '备注', required: false, maxLength: 200, multiline: true },
        ];
  const { id } = await db
    .insertInto('topicTask')
    .values({
      topicId,
      title: '提交入党申请书扫描件',
      description: '上传本人手写入党申请书的扫描件',
      needsFile: over.needsFile === false ? 0 : 1,
      fileTypes: 'pdf,jpg',
      maxMb: 1,
      fields: JSON.stringify(fields),
      deadline: over.deadline === undefined ? clock.isoIn(10 * 86400) : over.deadline,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
