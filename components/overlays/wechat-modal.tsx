'use client';

import { useEffect, useState } from 'react';
import type { LayoutWords } from '@/lib/i18n/layout-words';
import { LazyDialog } from './lazy-dialog';
import { WECHAT_MODAL_EVENT } from '@/lib/client/response-rules';

/** §8 subCode 5002: the hall API's message about WeChat in a modal of its own (its dialog loaded on the first one). */
export function WechatModal({ words }: { words: LayoutWords['login'] }) {
  const [message, setMessage] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = (e: Event) => {
      setShown(true);
      setMessage((e as CustomEvent<string>).detail || words.wechatModal);
    };
    window.addEventListener(WECHAT_MODAL_EVENT, show);
    return () => window.removeEventListener(WECHAT_MODAL_EVENT, show);
  }, [words]);
  if (!shown) return null;
  return (
    <LazyDialog
      open={message !== null}
      onClose={() => setMessage(null)}
      label={words.wechatTitle}
      closeLabel={words.close}
      variant="center"
      testId="wechat-modal"
    >
      <h2 className="pr-8 font-serif text-xl">{words.wechatTitle}</h2>
      <p className="mt-4">{message}</p>
      <button type="button" onClick={() => setMessage(null)} className="bg-brand mt-6 w-full rounded py-2 text-white">
        {words.ok}
      </button>
    </LazyDialog>
  );
}
