import { setUploadProgress } from './uploadProgress';

export interface RawRequest {
  url: string;
  headers: Record<string, string>;
  body: string | FormData;
  signal: AbortSignal;
  /** set for multipart calls: progress is reported under this id */
  uploadId?: string;
}

export interface RawResponse {
  status: number;
  text: string;
}

/** POST through fetch; rejects on network failure or abort (the caller tells them apart). */
export async function sendWithFetch(request: RawRequest): Promise<RawResponse> {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: request.signal,
  });
  return { status: response.status, text: await response.text() };
}

/** POST through XMLHttpRequest: fetch cannot report upload progress, XHR can. */
export function sendWithXhr(request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { uploadId } = request;
    xhr.open('POST', request.url);
    Object.entries(request.headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    if (uploadId) {
      setUploadProgress(uploadId, 0);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) setUploadProgress(uploadId, (event.loaded / event.total) * 100);
      };
    }
    const done = () => {
      if (uploadId) setUploadProgress(uploadId, null);
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('network'));
    };
    xhr.onabort = () => {
      done();
      reject(new Error('aborted'));
    };
    if (request.signal.aborted) return xhr.abort();
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
