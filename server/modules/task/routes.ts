import type { TaskDetail } from '../../../contract/task';
import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { fail } from '../../lib/errors';
import { signedUploadUrl } from '../../static/personalFiles';
import { saveUpload } from '../base/upload';
import { taskMaxMb } from '../base/uploadLimits';
import { checkOpen, checkTask, cleanData, fieldsOf, memberTask, taskDetail, taskReview, typesOf, writeSubmission } from './tasks';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();

/**
 * The task as the learner sees it: the file limit the server holds (the task's own, within
 * UPLOAD_DOC_MAX_MB), and the file by an address that works for a few minutes (it is personal).
 */
async function shown(ctx: HandlerCtx<true>, detail: TaskDetail): Promise<TaskDetail> {
  const file = detail.file && { ...detail.file, url: await signedUploadUrl(ctx.db, detail.file.url, ctx.clock.now().getTime()) };
  return { ...detail, maxMb: detail.needsFile ? taskMaxMb(ctx.config, detail.maxMb) : detail.maxMb, file };
}

/** task: a topic's tasks, the learner's file and form, what is missing, the verdict. */
export const taskRoutes = groupRoutes('task', {
  taskDetail: async (body, ctx) => shown(ctx, await taskDetail(ctx.db, ctx.user.id, body.taskId, now(ctx))),
  checkUserTask: (body, ctx) => checkTask(ctx.db, ctx.user.id, body.taskId),
  taskCheckDetail: (body, ctx) => taskReview(ctx.db, ctx.user.id, body.taskId),
  uploadTaskData: async (body, ctx) => {
    const task = await memberTask(ctx.db, ctx.user.id, body.taskId);
    checkOpen(task, now(ctx));
    // a task without a form is handed in with an empty one: its file is all there is
    const handInFileOnly = body.submit === true && fieldsOf(task).length === 0 && Object.keys(body.data).length === 0;
    const part = handInFileOnly ? null : { data: JSON.stringify(cleanData(task, body.data)) };
    await writeSubmission(ctx.db, ctx.user.id, task, part, body.submit, now(ctx));
    return shown(ctx, await taskDetail(ctx.db, ctx.user.id, task.id, now(ctx)));
  },
  uploadTaskFile: async (body, ctx) => {
    const task = await memberTask(ctx.db, ctx.user.id, body.taskId);
    checkOpen(task, now(ctx));
    if (task.needsFile !== 1) throw fail('该任务不需要上传文件');
    const types = typesOf(task);
    const limits = { uploadDir: ctx.config.uploadDir, maxMb: taskMaxMb(ctx.config, task.maxMb), quotaMb: ctx.config.uploadQuotaMb };
    const stored = await saveUpload(ctx.db, limits, ctx.user.id, body.file, 'attachment', (type) =>
      type && types.includes(type.ext) ? null : `该任务只接受 ${types.map((x) => x.toUpperCase()).join('、')} 格式的文件`,
    );
    await writeSubmission(
      ctx.db,
      ctx.user.id,
      task,
      { fileUrl: stored.url, fileName: stored.name, fileSize: stored.size, fileAt: now(ctx) },
      body.submit,
      now(ctx),
    );
    return shown(ctx, await taskDetail(ctx.db, ctx.user.id, task.id, now(ctx)));
  },
});
