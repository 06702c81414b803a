'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { qrReader } from '@/lib/client/qr-reader';
import { secondaryButton } from '@/components/ui/form-field';

/** The same code read again by the camera within this time is the same ticket still in front of it. */
const SAME_CODE_MS = 3_000;

/** The camera, read a few times a second; a code is passed on once while it stays in front of the lens. */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations('console.camera');
  const video = useRef<HTMLVideoElement>(null);
  // `wanted` starts and stops the camera; `state` only tells the screen how far it got (not an effect's trigger,
  // or reaching 'on' would run the cleanup and stop the stream it just started).
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'denied'>('off');
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!wanted) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const reader = await qrReader();
        if (!live || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        setState('on');
        timer = setInterval(async () => {
          if (!video.current) return;
          const code = await reader.read(video.current).catch(() => null);
          if (!code || !live) return;
          const now = Date.now();
          if (last.current?.code === code && now - last.current.at < SAME_CODE_MS) return;
          last.current = { code, at: now };
          handler.current(code);
        }, 250);
      } catch {
        if (live) {
          setState('denied');
          setWanted(false);
        }
      }
    })();
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [wanted]);

  return (
    <div className="space-y-2">
      {/* The camera's picture: what the door staff aim at the ticket; the result above is what they read. */}
      <video
        ref={video}
        muted
        playsInline
        className={state === 'on' ? 'aspect-video w-full rounded bg-black object-cover' : 'hidden'}
        data-testid="qr-video"
      />
      {state === 'off' || state === 'denied' ? (
        <>
          <button
            type="button"
            className={`${secondaryButton} w-full`}
            onClick={() => {
              setWanted(true);
              setState('starting');
            }}
            data-testid="qr-camera"
          >
            {t('camera')}
          </button>
          {state === 'denied' && <p className="text-brand text-sm">{t('cameraDenied')}</p>}
        </>
      ) : state === 'on' ? (
        <button
          type="button"
          className={`${secondaryButton} w-full`}
          onClick={() => {
            setWanted(false);
            setState('off');
          }}
        >
          {t('cameraOff')}
        </button>
      ) : (
        <p className="text-muted text-sm">{t('cameraStarting')}</p>
      )}
    </div>
  );
}
