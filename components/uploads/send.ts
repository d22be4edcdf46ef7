/**
 * Sends one upload through the console's proxy. XMLHttpRequest rather than
 * fetch: only XHR reports upload progress (fetch's request streams need
 * HTTP/2 and report nothing on HTTP/1.1), and a 25 MB deck deserves a bar.
 */
import { CONSOLE_BASE_URL } from '@/lib/console/transport';
import type { UploadKind } from './rules';

interface SendTarget {
  kind: UploadKind;
  /** Required for files; emails find their company themselves. */
  companyPublicId?: string;
}

interface Sent {
  publicId: string;
  /** An email whose Message-ID was already taken: the answer names the first one. */
  duplicate: boolean;
}

/** Why an upload did not land. `retryable`: the same bytes may well succeed on another try. */
export class UploadFailure extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'UploadFailure';
    this.retryable = retryable;
  }
}

interface SendRequest {
  file: File;
  target: SendTarget;
  /** The same on every retry of one upload, so a retry after a lost answer is not taken twice. */
  idempotencyKey: string;
  onProgress: (fraction: number) => void;
}

/**
 * The multipart body built by hand, with a boundary fixed per upload: the
 * API's Idempotency-Key compares request bodies, and FormData would pick a
 * new random boundary on each retry. Quotes and line breaks in the name are
 * escaped as browsers escape them.
 */
function multipart(file: File, boundary: string): Blob {
  const name = file.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
  return new Blob([head, file, `\r\n--${boundary}--\r\n`]);
}

function errorOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
      return parsed.error;
    }
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  return undefined;
}

/** The API's refusal in an analyst's words; the API's own message only where it is about the content. */
function failureOf(status: number, body: string, kind: UploadKind): UploadFailure {
  const said = errorOf(body);
  if (status === 401)
    return new UploadFailure('Your session has ended. Sign in again in another tab, then retry.', true);
  if (status === 413) return new UploadFailure('It is too large: files can be at most 25 MB.', false);
  if (status === 415) return new UploadFailure("This type of file can't be read.", false);
  if (status === 404) return new UploadFailure('The company no longer exists.', false);
  if (status === 400) {
    const what = kind === 'email' ? "This isn't an email that can be read" : 'The file was refused';
    return new UploadFailure(said ? `${what}: ${said}.` : `${what}.`, false);
  }
  // Busy (409 while a first try is still being handled), throttled, or a server or gateway trouble.
  return new UploadFailure('The server could not take it just now.', true);
}

function parseSent(body: string, status: number): Sent {
  const parsed: unknown = JSON.parse(body);
  if (parsed === null || typeof parsed !== 'object' || !('publicId' in parsed) || typeof parsed.publicId !== 'string') {
    throw new UploadFailure('The server gave an answer the console does not understand.', true);
  }
  return { publicId: parsed.publicId, duplicate: status === 200 };
}

/** Starts the upload; `abort` cancels it (the promise then rejects with an AbortError). */
export function sendUpload({ file, target, idempotencyKey, onProgress }: SendRequest): {
  done: Promise<Sent>;
  abort: () => void;
} {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Sent>((resolve, reject) => {
    const isEmail = target.kind === 'email';
    if (!isEmail && !target.companyPublicId) {
      reject(new UploadFailure('Choose a company for this file.', false));
      return;
    }
    const path = isEmail ? '/emails' : `/companies/${encodeURIComponent(target.companyPublicId ?? '')}/files`;
    xhr.open('POST', `${CONSOLE_BASE_URL}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 200 || xhr.status === 202) {
        try {
          resolve(parseSent(xhr.responseText, xhr.status));
        } catch (err) {
          reject(err instanceof UploadFailure ? err : new UploadFailure('The answer could not be read.', true));
        }
      } else {
        reject(failureOf(xhr.status, xhr.responseText, target.kind));
      }
    };
    xhr.onerror = () => reject(new UploadFailure('The connection dropped before the upload finished.', true));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (isEmail) {
      xhr.setRequestHeader('content-type', 'message/rfc822');
      xhr.send(file);
    } else {
      const boundary = `----PortfolioUpload${idempotencyKey.replace(/[^A-Za-z0-9]/g, '')}`;
      xhr.setRequestHeader('content-type', `multipart/form-data; boundary=${boundary}`);
      xhr.send(multipart(file, boundary));
    }
  });
  return { done, abort: () => xhr.abort() };
}
