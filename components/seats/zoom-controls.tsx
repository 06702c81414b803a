const button =
  'flex size-11 items-center justify-center bg-white text-xl leading-none text-ink hover:bg-paper hover:text-brand focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand';

/** +, − and fit-to-screen in the map's top corner, beside the stage where the hall leaves room; the wheel, a pinch and the keyboard do the same. */
export function ZoomControls(props: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  texts: { zoomIn: string; zoomOut: string; zoomReset: string };
}) {
  return (
    // A press here is a button's, never the start of a drag of the map below.
    <div
      className="border-line divide-line absolute top-3 right-3 flex flex-col divide-y overflow-hidden rounded-lg border shadow-sm"
      onPointerDown={(e) => e.stopPropagation()}
    >
      <button type="button" className={button} onClick={props.onZoomIn} aria-label={props.texts.zoomIn} data-testid="zoom-in">
        <span aria-hidden>+</span>
      </button>
      <button type="button" className={button} onClick={props.onZoomOut} aria-label={props.texts.zoomOut} data-testid="zoom-out">
        <span aria-hidden>−</span>
      </button>
      <button type="button" className={button} onClick={props.onReset} aria-label={props.texts.zoomReset} data-testid="zoom-reset">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </svg>
      </button>
    </div>
  );
}
