import { Code, SUCCESS, type Envelope } from '@/lib/contract/codes';
import { CONTENT_SHA256_HEADER, UPLOAD_KEY_HEADER, type FileRule } from '@/lib/contract/uploads';
import { CONSOLE_LOGIN } from '@/lib/console/paths';
import { callHref, type HrefInput, type UploadDescription } from '@/lib/contract/call';
import { BffError } from './bff';
import { checkedAnswer } from './call';
import { applyResponseRules } from './response-rules';

/**
 * The browser's one way to upload a file: checked against its upload's rule before a byte is sent, sent
 * as the body with XMLHttpRequest (fetch tells nothing of an upload's progress), with the upload's key and the
 * file's SHA-256, so the hall API takes only what was sent and a retry stores nothing twice.
 */

/** Why a chosen file is not sent: too large, or not of a type the upload takes (the labels of its endings). */
export type FileRefusal = { key: 'uploadTooLarge'; max: number } | { key: 'uploadWrongType'; types: string[] };

export function fileRefusal(file: File, rule: FileRule): FileRefusal | null {
  const ending = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  // A browser that does not know the type says nothing (or octet-stream); the file's ending speaks for it then.
  const known = file.type && file.type !== 'application/octet-stream';
  const typed = known ? rule.types.includes(file.type) : rule.extensions.includes(ending);
  if (!typed)
    return { key: 'uploadWrongType', types: [...new Set(rule.extensions.map((e) => (e === '.jpeg' ? 'JPG' : e.slice(1).toUpperCase())))] };
  if (file.size > rule.maxBytes) return { key: 'uploadTooLarge', max: Math.round((rule.maxBytes / 1024 / 1024) * 10) / 10 };
  return null;
}

/** A key for one chosen file: random, URL-safe (crypto.randomUUID needs a secure page; this does not). */
export function newUploadKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

async function sha256Of(file: Blob): Promise<string | null> {
  // Only a secure page (https, or this machine) has SubtleCrypto; without it the hall API still counts the bytes.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type UploadOptions = {
  query?: Record<string, string | number | undefined>;
  /** The chosen file's key (the picker makes one per file); one is made when none is given. */
  key?: string;
  /** The type to send it as, when the route takes one only (an invoice is a PDF whatever the browser calls it). */
  type?: string;
  /** How much of it has gone, 0 to 1. */
  onProgress?: (sent: number) => void;
};

/** A send that got no answer from the hall API: the connection dropped, or the site could not reach it in time. */
const UNANSWERED = new Set([0, 502, 503, 504]);
const RETRIES = [1_000, 3_000];

/**
 * Sends the file and answers the envelope, whatever it says. A send left unanswered is sent again, twice at most,
 * with the same key: if the first was stored after all, the hall API answers that file and stores nothing again.
 */
export async function sendFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {
    'content-type': options.type ?? (file.type || 'application/octet-stream'),
    [UPLOAD_KEY_HEADER]: options.key ?? newUploadKey(),
  };
  const sha256 = await sha256Of(file);
  if (sha256) headers[CONTENT_SHA256_HEADER] = sha256;
  for (let attempt = 0; ; attempt++) {
    const { status, envelope } = await post<T>(url, file, headers, options.onProgress);
    if (UNANSWERED.has(status) && attempt < RETRIES.length) {
      await new Promise((resolve) => setTimeout(resolve, RETRIES[attempt]));
      continue;
    }
    // No answer at all reads as fetch's failure does: the box office cannot be reached (lib/client/failure-text.ts).
    if (status === 0) throw new TypeError('the upload got no answer');
    return envelope ?? { code: status, subMsg: null };
  }
}

function post<T>(url: URL, body: Blob, headers: Record<string, string>, onProgress?: (sent: number) => void) {
  return new Promise<{ status: number; envelope: Envelope<T> | null }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, envelope: (xhr.response as Envelope<T> | null) ?? null });
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ status: 0, envelope: null });
    xhr.send(body);
  });
}

/** An upload from the public site: a refusal goes through the §8 response rules, as bff() does. */
export async function uploadFile<T>(path: string, file: Blob, options?: UploadOptions): Promise<T> {
  const envelope = await sendFile<T>(path, file, options);
  if (envelope.code !== SUCCESS) throw new BffError(envelope, applyResponseRules(envelope));
  return envelope.data as T;
}

/** An upload from the staff console: an ended staff session goes to the console's sign-in, as staffBff() does. */
export async function uploadStaffFile<T>(path: string, file: Blob, options?: UploadOptions): Promise<T> {
  const envelope = await sendFile<T>(path, file, options);
  if (envelope.code === SUCCESS) return envelope.data as T;
  if (envelope.code === Code.unauthorized) {
    const back = window.location.pathname + window.location.search;
    window.location.assign(`${CONSOLE_LOGIN}?redirect=${encodeURIComponent(back)}`);
    throw new BffError(envelope, true);
  }
  throw new BffError(envelope);
}

/** The options of an upload call: its query and parameters come from the call's input. */
type CallUploadOptions = Omit<UploadOptions, 'query'>;

/** An upload call of the public site (lib/contract/call.ts `defineUpload`): its address and input typed, its answer checked. */
export async function uploadCall<U extends UploadDescription>(upload: U, input: HrefInput<U>, file: Blob, options?: CallUploadOptions) {
  return checkedAnswer(upload, await uploadFile<unknown>(callHref(upload, input), file, options));
}

/** An upload call of the staff console, as `uploadCall`, an ended staff session going to the console's sign-in. */
export async function uploadStaffCall<U extends UploadDescription>(
  upload: U,
  input: HrefInput<U>,
  file: Blob,
  options?: CallUploadOptions,
) {
  return checkedAnswer(upload, await uploadStaffFile<unknown>(callHref(upload, input), file, options));
}
