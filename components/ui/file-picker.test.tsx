/** @jest-environment jsdom */
// Every file picker refuses a file too large or of another type before a byte is sent, with the limit in
// its words, and shows an upload's progress; the upload carries one key per chosen file, kept when it is sent again.
import { webcrypto } from 'node:crypto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { FILE_RULES, UPLOAD_KEY } from '@/lib/contract/uploads';
import { sendFile } from '@/lib/client/upload';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { FilePicker, type PickedUpload } from './file-picker';
import { renterCalls } from '@/lib/contract/rental-calls';
import { fileCalls } from '@/lib/contract/file-calls';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

function pick(file: File, locale: 'en-US' | 'zh-CN' = 'en-US', onFile = jest.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <FilePicker label="Choose" rule={FILE_RULES.paper} onFile={onFile} className="" testId="paper" />
    </NextIntlClientProvider>,
  );
  fireEvent.change(screen.getByTestId('paper-input'), { target: { files: [file] } });
  return onFile;
}

describe('FilePicker', () => {
  it('refuses a file over the limit before sending it, saying the limit, in both languages', () => {
    expect(pick(fileOf('plan.pdf', 'application/pdf', 10 * MB + 1))).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The file is too large: at most 10 MB');
  });

  it('says the limit in Chinese too', () => {
    pick(fileOf('方案.pdf', 'application/pdf', 12 * MB), 'zh-CN');
    expect(screen.getByRole('alert').textContent).toBe('文件过大：不能超过 10 MB');
  });

  it('refuses a file of another type, naming the types it takes', () => {
    expect(
      pick(fileOf('plan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1000)),
    ).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Only PDF, JPG, or PNG files can be uploaded here');
  });

  it('judges a file the browser gives no type by its ending', () => {
    expect(pick(fileOf('scan.PDF', '', 1000))).toHaveBeenCalled();
  });

  it('hands over a file of exactly the limit with a key of its own, and shows its progress until it is sent', async () => {
    let report: PickedUpload | undefined;
    let finish = () => {};
    const onFile = jest.fn((_file: File, picked: PickedUpload) => {
      report = picked;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    pick(fileOf('plan.pdf', 'application/pdf', 10 * MB), 'en-US', onFile);
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(report!.key).toMatch(UPLOAD_KEY);
    act(() => report!.onProgress(0.4));
    expect(screen.getByRole('status').textContent).toBe('Uploading… 40%');
    expect((screen.getByTestId('paper') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

/** An XMLHttpRequest that records what was sent and answers from a script: a status and a body per send. */
function fakeXhr(answers: { status: number; body?: object }[]) {
  const sends: { headers: Record<string, string>; url: string }[] = [];
  class Fake {
    status = 0;
    response: unknown = null;
    responseType = '';
    withCredentials = false;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: URL) {
      this.url = String(url);
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: Blob) {
      sends.push({ headers: this.headers, url: this.url });
      const answer = answers[sends.length - 1];
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.size / 2, total: body.size });
      setTimeout(() => {
        if (answer.status === 0) return this.onerror?.();
        this.status = answer.status;
        this.response = answer.body ?? null;
        this.onload?.();
      });
    }
  }
  return { Fake, sends };
}

describe('sendFile', () => {
  const original = globalThis.XMLHttpRequest;
  beforeAll(() => {
    // What a browser has and jsdom lacks: SubtleCrypto, and a Blob's bytes as a promise.
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    if (!('arrayBuffer' in Blob.prototype))
      Object.defineProperty(Blob.prototype, 'arrayBuffer', {
        value(this: Blob) {
          return new Promise<ArrayBuffer>((resolve) => {
            const reader = new FileReader();
            // Copied into Node's own ArrayBuffer: webcrypto (Node's) does not take one of jsdom's.
            reader.onload = () => resolve(Uint8Array.prototype.slice.call(Buffer.from(reader.result as ArrayBuffer)).buffer as ArrayBuffer);
            reader.readAsArrayBuffer(this);
          });
        },
      });
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
    jest.useRealTimers();
  });

  it('sends the key and the SHA-256 of the file, reports progress, and sends again with the same key when no answer came', async () => {
    jest.useFakeTimers();
    const ok = { code: 20000, subCode: null, subMsg: null, data: { id: 3 } };
    const { Fake, sends } = fakeXhr([
      { status: 0 },
      { status: 503, body: { code: 50300, subMsg: 'unreachable' } },
      { status: 200, body: ok },
    ]);
    globalThis.XMLHttpRequest = Fake as never;
    const progress: number[] = [];
    const file = new File([Buffer.from('%PDF-1.4 hello')], 'a.pdf', { type: 'application/pdf' });
    const answered = sendFile(renterCalls.uploadFile.path, file, {
      query: { projectId: 5 },
      key: 'k'.repeat(24),
      onProgress: (s) => progress.push(s),
    });
    let settled = false;
    void answered.finally(() => (settled = true));
    // The waits before sending again, passed on the fake clock.
    while (!settled) await jest.advanceTimersByTimeAsync(250);
    await expect(answered).resolves.toEqual(ok);
    expect(sends).toHaveLength(3);
    expect(new Set(sends.map((s) => s.headers['idempotency-key']))).toEqual(new Set(['k'.repeat(24)]));
    const digest = Buffer.from(await webcrypto.subtle.digest('SHA-256', Buffer.from('%PDF-1.4 hello'))).toString('hex');
    expect(sends[0].headers['x-content-sha256']).toBe(digest);
    expect(sends[0].url).toContain('projectId=5');
    expect(progress).toContain(0.5);
  });

  it('answers a refusal as it came, without sending again', async () => {
    const refusal = { code: 40000, subCode: null, subMsg: 'The file is too large: at most 10 MB', data: null };
    const { Fake, sends } = fakeXhr([{ status: 413, body: refusal }]);
    globalThis.XMLHttpRequest = Fake as never;
    await expect(sendFile(fileCalls.uploadPicture.path, fileOf('a.png', 'image/png', 100))).resolves.toEqual(refusal);
    expect(sends).toHaveLength(1);
    expect(sends[0].headers['idempotency-key']).toMatch(UPLOAD_KEY);
  });
});
