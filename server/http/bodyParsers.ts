import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fail } from './envelope';

/** A multipart file part as handlers see it (the whole file is in memory; sizes are capped). */
export interface UploadedPart {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export const isUploadedPart = (v: unknown): v is UploadedPart =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedPart).buffer);

const MULTIPART_LIMITS = { fields: 50, files: 3, parts: 60, fieldSize: 100 * 1024, fieldNameSize: 100 };

/** Reads every part into a plain object so the same schema validates JSON, form and multipart. */
async function flattenMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      body[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, buffer } satisfies UploadedPart;
    } else {
      if (part.valueTruncated) throw fail(`字段 ${part.fieldname} 过长`);
      body[part.fieldname] = part.value;
    }
  }
  return body;
}

/**
 * Every route accepts application/json, application/x-www-form-urlencoded and multipart/form-data
 * (the spec's three clients). Multipart is read in preValidation, before the schema check, with
 * limits so one request cannot fill the memory.
 */
export async function registerBodyParsers(app: FastifyInstance, uploadMaxMb: number): Promise<void> {
  // An empty JSON body means "no parameters" (clients send `{}` or nothing for Empty bodies).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') return done(null, {});
    defaultJson(req, text, done);
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: uploadMaxMb * 1024 * 1024 },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) {
      try {
        req.body = await flattenMultipart(req);
      } catch (err) {
        throw markMultipart(err);
      }
    } else if (req.body == null) {
      req.body = {};
    }
  });
}

/**
 * Anything that goes wrong while reading a multipart body (busboy's plain Errors, a stream closed
 * early) is the request's fault: tag it so the error handler answers 10002, not 500. Plugin
 * errors with an FST_ code keep their own, more precise message.
 */
function markMultipart(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const code = String((err as { code?: unknown })?.code ?? '');
  // Duck-typed: errors from Node's own streams may come from another realm (Jest's vm).
  if (typeof err === 'object' && err !== null && !code.startsWith('FST_')) return Object.assign(err, { multipartError: true });
  return err;
}
