import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_OPERATION_ERROR } from '../../contract/codes';
import { databaseTrouble, type DatabaseTrouble } from '../db/unavailable';
import { ApiError } from '../lib/errors';
import type { OutageLog } from './outageLog';
import { formatValidationError, type AjvError } from './validation';

const INTERNAL = '服务器内部错误，请稍后重试';

/** HTTP 503 (a proxy may send the next request elsewhere; the web app says the service is unavailable) */
const UNAVAILABLE: Record<DatabaseTrouble, string> = {
  busy: '服务器繁忙：数据库连接已全部占用，请稍后重试',
  down: '数据库暂时无法连接，请稍后重试',
};

/** A write refused for want of space: SQLite's SQLITE_FULL, PostgreSQL's disk_full, a file write's ENOSPC. */
export function isStorageFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC';
}

/** How often a full disk is logged: every failing request would flood the log it may share the disk with. */
export const STORAGE_FULL_LOG_MS = 10_000;
let storageFullLoggedAt = -Infinity;
let storageFullSince = 0;

/** Tests: the next full disk is logged at once, whatever was logged before. */
export function forgetStorageFullLog(): void {
  storageFullLoggedAt = -Infinity;
  storageFullSince = 0;
}

/** One line for the school's IT staff, at most every STORAGE_FULL_LOG_MS, counting the requests in between. */
export function logStorageFull(err: unknown, log: FastifyBaseLogger): void {
  storageFullSince++;
  const now = Date.now();
  if (now - storageFullLoggedAt < STORAGE_FULL_LOG_MS) return;
  const e = err as { code?: string; message?: string };
  log.error(
    { err: { code: e.code, message: e.message }, failedWrites: storageFullSince },
    '存储空间已满，写入失败：请清理数据库或数据目录（DATA_DIR）所在的磁盘；清理后无需重启',
  );
  storageFullLoggedAt = now;
  storageFullSince = 0;
}

export const isApiPath = (url: string): boolean => /^\/(trainingApi|goplatform)\//.test(url);

/** Chinese messages for request-level failures Fastify and its plugins raise with a code. */
function requestProblem(err: FastifyError, uploadMaxMb: number): string | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式，请使用 JSON、表单或 multipart/form-data';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求长度与内容不符';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求内容不是有效的 JSON';
    case 'FST_REQ_FILE_TOO_LARGE':
      return `文件不能超过 ${uploadMaxMb}MB`;
    case 'FST_FILES_LIMIT':
      return '一次上传的文件过多';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return '表单字段过多';
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return '上传内容格式不正确';
  }
  // JSON.parse failures arrive as a SyntaxError with status 400.
  if (err instanceof SyntaxError && err.statusCode === 400) return '请求内容不是有效的 JSON';
  if ((err as { multipartError?: boolean }).multipartError) return '上传内容格式不正确，请重新选择文件上传';
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return '请求格式不正确';
  return null;
}

function send(reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code, msg, data });
}

/** How a failure is answered: HTTP status, envelope code and message; data is null but for a declared refusal. */
export interface FailureAnswer {
  status: number;
  code: number;
  msg: string;
  data?: unknown;
}

/**
 * One envelope for every failure: refusals and bad requests are HTTP 200 with 10002/10003 and a
 * Chinese message; only a real bug is a 500, and it is logged with its stack. `bodySchema` names
 * the fields of a validation error.
 */
export function failureAnswer(
  err: FastifyError,
  bodySchema: unknown,
  uploadMaxMb: number,
  log: FastifyBaseLogger,
  outage?: OutageLog,
): FailureAnswer {
  if (err instanceof ApiError)
    return { status: err.status, code: err.code, msg: err.message, ...(err.data !== null && { data: err.data }) };
  if (err.validation) {
    return {
      status: 200,
      code: CODE_OPERATION_ERROR,
      msg: formatValidationError(err.validation as AjvError[], bodySchema as Record<string, unknown> | undefined),
    };
  }
  const problem = requestProblem(err, uploadMaxMb);
  if (problem) {
    log.info({ err: { code: err.code, message: err.message } }, 'request refused');
    return { status: 200, code: CODE_OPERATION_ERROR, msg: problem };
  }
  // the database unreachable, or no connection free in time (DB_POOL_TIMEOUT_MS): not a bug, and
  // one failure among many alike, logged by the outage log instead of a stack each
  const trouble = databaseTrouble(err);
  if (trouble) {
    if (outage) outage.failed(err, log);
    else log.error({ err }, 'database unavailable');
    return { status: 503, code: 503, msg: UNAVAILABLE[trouble] };
  }
  // not a bug: the same answer as one (the web app shows its status), a plain line in the log
  if (isStorageFull(err)) logStorageFull(err, log);
  else log.error({ err }, 'unhandled error');
  return { status: 500, code: 500, msg: INTERNAL };
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/trainingApi/v1/user/login%c0`) is
 * the request's fault, answered with the envelope instead of Fastify's own error JSON.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (err.code !== 'FST_ERR_BAD_URL') req.log.info({ err: { code: err.code, message: err.message } }, 'request refused');
  // the onRequest hooks (http/requestId.ts) do not run for a request refused this early
  reply.header('X-Request-Id', req.id);
  // the reply is thenable only so that an async handler can await its send; nothing awaits it here
  void send(reply, 200, CODE_OPERATION_ERROR, err.code === 'FST_ERR_BAD_URL' ? '请求地址格式不正确' : '请求格式不正确');
}

/** `outage`: where database outages are logged, rate-limited (without it: a line each). */
export function registerErrorHandling(app: FastifyInstance, uploadMaxMb: number, outage?: OutageLog): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    // only a validation error needs the route's schema (routeOptions builds an object on every read)
    const schema = err.validation ? req.routeOptions.schema?.body : undefined;
    const answer = failureAnswer(err, schema, uploadMaxMb, req.log, outage);
    return send(reply, answer.status, answer.code, answer.msg, answer.data);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (isApiPath(path) || req.method !== 'GET') {
      const postOnly = req.method !== 'POST' && app.hasRoute({ method: 'POST', url: path });
      return send(reply, 404, CODE_OPERATION_ERROR, postOnly ? `接口仅支持 POST 请求：${path}` : `接口不存在：${path}`);
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><meta charset="utf-8"><title>页面不存在</title><p>页面不存在。<a href="/">返回首页</a></p>');
  });
}
