import { useSyncExternalStore } from 'react';

// Upload progress of multipart calls, keyed by the caller's uploadId. Kept outside Redux on
// purpose: progress events fire many times a second and are of no interest to DevTools.
const progress = new Map<string, number>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function setUploadProgress(uploadId: string, percent: number | null): void {
  if (percent === null) progress.delete(uploadId);
  else progress.set(uploadId, Math.max(0, Math.min(100, Math.floor(percent))));
  notify();
}

export function getUploadProgress(uploadId: string): number | null {
  return progress.get(uploadId) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0-100 while the file of `uploadId` is being sent (100 once sent), null otherwise. */
export function useUploadProgress(uploadId: string | null | undefined): number | null {
  return useSyncExternalStore(
    subscribe,
    () => (uploadId ? getUploadProgress(uploadId) : null),
    () => null,
  );
}
