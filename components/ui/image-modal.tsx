'use client';

import { useRouter } from 'next/navigation';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * §2's image modals: a trigger (the thumbnail passed as children) opens the picture large in a native
 * <dialog> (Esc closes, the page behind is inert, focus goes back to the trigger). Clicking the large
 * picture either just closes the modal or, for the music season poster, takes the visitor home.
 */
export function ImageModal(props: {
  src: string;
  alt: string;
  onImageClick: 'home' | 'close';
  /** Accessible name of the trigger, e.g. "View larger image: <title>". */
  openLabel: string;
  closeLabel: string;
  /** Shown under the picture, and its accessible name, when a click on it leads home. */
  homeLabel?: string;
  caption?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const router = useRouter();
  const toHome = props.onImageClick === 'home';

  const close = () => dialog.current?.close();
  const onImage = () => {
    close();
    if (toHome) router.push('/');
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        aria-label={props.openLabel}
        data-testid={props.testId}
        className={`block cursor-zoom-in ${props.className ?? ''}`}
      >
        {props.children}
      </button>
      <dialog
        ref={dialog}
        aria-label={props.alt}
        onClose={() => trigger.current?.focus()}
        onClick={(e) => e.target === dialog.current && close()}
        className="m-auto max-h-[94vh] max-w-[94vw] bg-transparent p-0 backdrop:bg-black/90"
        data-testid={props.testId && `${props.testId}-dialog`}
      >
        <figure className="flex flex-col items-end gap-2">
          <button
            type="button"
            onClick={close}
            aria-label={props.closeLabel}
            className="rounded-full bg-white/15 p-2 text-white hover:bg-white/30"
          >
            <CloseIcon />
          </button>
          <button
            type="button"
            onClick={onImage}
            aria-label={toHome ? props.homeLabel : props.closeLabel}
            className={toHome ? 'cursor-pointer' : 'cursor-zoom-out'}
            data-testid={props.testId && `${props.testId}-image`}
          >
            {/* A closed <dialog> is not rendered, so the lazy picture loads only when the modal opens. */}
            <img src={props.src} alt={props.alt} loading="lazy" className="max-h-[78vh] max-w-[94vw] rounded object-contain shadow-2xl" />
          </button>
          {(props.caption || (toHome && props.homeLabel)) && (
            <figcaption className="w-full text-center text-sm text-white/80">
              {props.caption}
              {toHome && <span className="block text-white/60">{props.homeLabel}</span>}
            </figcaption>
          )}
        </figure>
      </dialog>
    </>
  );
}
