import type { Config } from '../../config';
import type { UploadPurpose } from './upload';

// One limit per kind of upload, the same in what a screen says, the browser's check and the server:
// images (avatars, photos: the web app shrinks them first) take UPLOAD_MAX_MB, documents
// (attachments, a task's file: a scan of several pages) UPLOAD_DOC_MAX_MB.

export function purposeMaxMb(config: Pick<Config, 'uploadMaxMb' | 'uploadDocMaxMb'>, purpose: UploadPurpose): number {
  return purpose === 'attachment' ? config.uploadDocMaxMb : config.uploadMaxMb;
}

/** A task's file limit: the task's own (0: none of its own), never above the document limit. */
export function taskMaxMb(config: Pick<Config, 'uploadDocMaxMb'>, ownMb: number): number {
  return ownMb > 0 ? Math.min(ownMb, config.uploadDocMaxMb) : config.uploadDocMaxMb;
}
