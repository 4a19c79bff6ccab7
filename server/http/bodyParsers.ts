import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomHex } from '../lib/tokens';
import { registerBodyDrain } from './bodyDrain';
import { ApiError, fail } from '../lib/errors';
import { isStorageFull, logStorageFull } from './errors';

/**
 * A multipart file part as handlers see it: streamed to a temporary file (never held in
 * memory), which the handler moves into place; whatever is left is removed after the answer.
 */
export interface UploadedPart {
  filename: string;
  mimetype: string;
  /** the temporary file holding the bytes */
  path: string;
  size: number;
  /** the first bytes, enough to tell the real file type */
  head: Buffer;
}

export const isUploadedPart = (v: unknown): v is UploadedPart =>
  typeof v === 'object' && v !== null && typeof (v as UploadedPart).path === 'string' && Buffer.isBuffer((v as UploadedPart).head);

const HEAD_BYTES = 64;
// One file per request: the upload endpoint takes one, and a cap of 3 let a request hold 3 files.
const MULTIPART_LIMITS = { fields: 50, files: 1, parts: 60, fieldSize: 100 * 1024, fieldNameSize: 100 };
// Room for the text fields and part headers beside the one file, when judging Content-Length.
const FIELDS_ALLOWANCE = 1024 * 1024;

export interface BodyLimits {
  uploadMaxMb: number;
  /** where file parts are streamed to; on the same disk as the uploads so a move is a rename */
  incomingDir: string;
}

const tempFiles = new WeakMap<FastifyRequest, string[]>();

/** Streams one file part to disk; busboy stops counting at the size limit and marks it truncated. */
async function receiveFile(req: FastifyRequest, part: MultipartFile, limits: BodyLimits): Promise<UploadedPart> {
  // A body cut short inside the part arrives already closed by the plugin; a pipeline from a
  // closed stream never settles. For the same reason nothing is awaited before the pipeline.
  if (part.file.destroyed) throw new Error('multipart file part closed before it was read');
  fs.mkdirSync(limits.incomingDir, { recursive: true });
  const target = path.join(limits.incomingDir, randomHex(16));
  tempFiles.set(req, [...(tempFiles.get(req) ?? []), target]);
  let size = 0;
  let head = Buffer.alloc(0);
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
  });
  // At the size limit busboy would go on reading the part to its end, discarding it: stop there.
  part.file.once('limit', () => part.file.destroy(fail(`文件不能超过 ${limits.uploadMaxMb}MB`)));
  await pipeline(part.file, fs.createWriteStream(target, { flags: 'wx' }));
  return { filename: part.filename, mimetype: part.mimetype, path: target, size, head };
}

/** Reads every part into a plain object so the same schema validates JSON, form and multipart. */
async function flattenMultipart(req: FastifyRequest, limits: BodyLimits): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      body[part.fieldname] = await receiveFile(req, part, limits);
    } else {
      if (part.valueTruncated) throw fail(`字段 ${part.fieldname} 过长`);
      body[part.fieldname] = part.value;
    }
  }
  return body;
}

type JsonBodyParser = (text: string, done: (err: Error | null, body?: unknown) => void) => void;

/**
 * The JSON body parser of every route: Fastify's own, which
 * refuses __proto__ and constructor keys; an empty body means "no parameters" (clients send `{}`
 * or nothing for Empty bodies).
 */
function jsonBodyParser(app: FastifyInstance): JsonBodyParser {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  return (text, done) => {
    if (text.trim() === '') return done(null, {});
    // Fastify's parser reads only the text; it takes the request first for the signature's sake
    // (its callback form: the answer goes to done, and it returns nothing to await)
    void defaultJson(undefined as unknown as FastifyRequest, text, done);
  };
}

/**
 * Every route accepts application/json, application/x-www-form-urlencoded and multipart/form-data
 * (the spec's three clients). Multipart is read in preValidation, before the schema check, with
 * limits so one request cannot fill the memory.
 */
export async function registerBodyParsers(app: FastifyInstance, limits: BodyLimits): Promise<void> {
  const maxFileBytes = limits.uploadMaxMb * 1024 * 1024;
  const parseJson = jsonBodyParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) =>
    parseJson(typeof raw === 'string' ? raw : raw.toString('utf8'), done),
  );
  await app.register(formbody);
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: maxFileBytes },
    throwFileSizeLimit: true,
  });
  // a callback hook: only a multipart body needs to wait
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.isMultipart()) {
      if (req.body == null) req.body = {};
      return done();
    }
    // A body declared larger than one file can be is refused before a byte of it is read.
    if (Number(req.headers['content-length']) > maxFileBytes + FIELDS_ALLOWANCE) return done(fail(`文件不能超过 ${limits.uploadMaxMb}MB`));
    flattenMultipart(req, limits).then(
      (body) => {
        req.body = body;
        done();
      },
      (err: unknown) => done(markMultipart(err, req.log) as Error),
    );
  });
  registerTempCleanup(app);
  registerBodyDrain(app);
}

/** Temporary files the handler did not move into place. */
function registerTempCleanup(app: FastifyInstance): void {
  // onSend, not onResponse: by then the handler is done with them, and the caller is answered
  // only once they are gone.
  app.addHook('onSend', (req, _reply, payload, done) => {
    const files = tempFiles.get(req);
    if (!files) return done(null, payload);
    Promise.all(files.map((f) => fs.promises.rm(f, { force: true }))).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}

/**
 * Anything that goes wrong while reading a multipart body (busboy's plain Errors, a stream closed
 * early) is the request's fault: tag it so the error handler answers 10002, not 500. Plugin
 * errors with an FST_ code keep their own, more precise message.
 */
function markMultipart(err: unknown, log: FastifyBaseLogger): unknown {
  if (err instanceof ApiError) return err;
  // the temporary file could not be written: the learner's file is fine, the server's disk is not
  if (isStorageFull(err)) {
    logStorageFull(err, log);
    return fail('服务器存储空间已满，暂时无法上传文件，请稍后重试或联系管理员');
  }
  const code = String((err as { code?: unknown })?.code ?? '');
  // Duck-typed: errors from Node's own streams may come from another realm (Jest's vm).
  if (typeof err === 'object' && err !== null && !code.startsWith('FST_')) return Object.assign(err, { multipartError: true });
  return err;
}
