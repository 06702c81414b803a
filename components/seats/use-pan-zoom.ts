import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent } from 'react';

/** screen = world × s + (x, y), in CSS pixels of the viewport. */
type View = { s: number; x: number; y: number };
type Size = { width: number; height: number };

/** Movement before a press becomes a drag; below it the browser's own click (a tap) chooses the seat. */
const DRAG_SLOP = 6;
const PADDING = 8;
/** Zoom of the buttons and the + / − keys. */
export const ZOOM_STEP = 1.6;
/** At most: a seat (12 units) about 48 px wide, enough for a fingertip. */
const MAX_SCALE = 4;
/** Width of the keyboard focus ring, in screen pixels. */
export const RING = 3;

/**
 * Pan and zoom of a drawing inside a viewport: drag and pinch (pointer events), the wheel and a trackpad's
 * pinch, and buttons. The transform lives in a ref and reaches the one transformed element once per animation
 * frame: a gesture never re-renders React, whatever the number of seats under it.
 */
export function usePanZoom(content: Size) {
  const viewport = useRef<HTMLDivElement>(null);
  const layer = useRef<SVGSVGElement>(null);
  const view = useRef<View>({ s: 1, x: 0, y: 0 });
  const size = useRef<Size>({ width: 0, height: 0 });
  const frame = useRef(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const press = useRef({ x: 0, y: 0, dragging: false });
  /** Set by a drag, so the click that may follow it does not choose a seat. */
  const dragged = useRef(false);
  const zoomed = useRef(false);
  /** True once the drawing has been fitted to the viewport: until then it is hidden, so nothing in it can be focused or tapped. */
  const [fitted, setFitted] = useState(false);

  const fitScale = useCallback(() => {
    const { width, height } = size.current;
    return Math.max(0.01, Math.min((width - 2 * PADDING) / content.width, (height - 2 * PADDING) / content.height));
  }, [content.width, content.height]);

  const clamp = useCallback(
    (v: View): View => {
      const min = fitScale();
      const s = Math.min(Math.max(v.s, min), Math.max(MAX_SCALE, min * 2));
      const axis = (offset: number, extent: number, room: number) =>
        extent <= room ? (room - extent) / 2 : Math.min(PADDING, Math.max(room - extent - PADDING, offset));
      return { s, x: axis(v.x, content.width * s, size.current.width), y: axis(v.y, content.height * s, size.current.height) };
    },
    [content.width, content.height, fitScale],
  );

  const apply = useCallback(() => {
    frame.current = 0;
    const { s, x, y } = view.current;
    const el = layer.current;
    if (!el) return;
    // A CSS transform of the <svg> box, not a transform attribute inside it: a changed SVG transform lays out
    // the whole drawing again (8 ms a frame for 1,165 seats on a 4× slowed CPU), a CSS one only repaints.
    el.style.transform = `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px) scale(${s.toFixed(5)})`;
    // The focus ring keeps its width on screen. (Not a CSS variable: every seat would inherit it and restyle.)
    el.querySelector('[data-ring]')?.setAttribute('stroke-width', String(RING / s));
  }, []);

  const setView = useCallback(
    (v: View) => {
      view.current = clamp(v);
      frame.current ||= requestAnimationFrame(apply);
    },
    [apply, clamp],
  );

  /** Zooms by `factor` keeping the point (px, py) of the viewport where it is. */
  const zoomAt = useCallback(
    (factor: number, px: number, py: number) => {
      const { s, x, y } = view.current;
      const next = clamp({ s: s * factor, x, y }).s;
      const k = next / s;
      zoomed.current = true;
      setView({ s: next, x: px - (px - x) * k, y: py - (py - y) * k });
    },
    [clamp, setView],
  );

  const fit = useCallback(() => {
    const s = fitScale();
    zoomed.current = false;
    setView({ s, x: 0, y: 0 });
  }, [fitScale, setView]);

  const zoomBy = useCallback((factor: number) => zoomAt(factor, size.current.width / 2, size.current.height / 2), [zoomAt]);

  /** Brings a point of the drawing into view (the seat that keyboard focus moved to), zooming in to tell seats apart. */
  const reveal = useCallback(
    (wx: number, wy: number) => {
      const { width, height } = size.current;
      let { s, x, y } = view.current;
      // Below about 1.5 px a unit, seats are too small to see which one is focused.
      if (s < 1.5) s = Math.min(1.5, Math.max(MAX_SCALE, fitScale() * 2));
      const sx = wx * s + x;
      const sy = wy * s + y;
      const margin = 40;
      if (s === view.current.s && sx > margin && sx < width - margin && sy > margin && sy < height - margin) return;
      zoomed.current = true;
      setView({ s, x: width / 2 - wx * s, y: height / 2 - wy * s });
    },
    [fitScale, setView],
  );

  // Fits on the first measure, and again on resize until the visitor zooms.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (!width || !height) return;
      const first = size.current.width === 0;
      size.current = { width, height };
      if (first || !zoomed.current) fit();
      else setView(view.current);
      // Before this paint, not the next frame: the drawing never shows unfitted.
      cancelAnimationFrame(frame.current);
      apply();
      el.dataset.fitted = 'true';
      setFitted(true);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [apply, fit, setView]);

  // React's wheel listener is passive, and the page must not scroll while the map zooms.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? rect.height : 1;
      // A trackpad pinch arrives as a wheel with ctrlKey and small deltas.
      const rate = e.ctrlKey ? 0.01 : 0.0015;
      zoomAt(Math.exp(-e.deltaY * lines * rate), e.clientX - rect.left, e.clientY - rect.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const handlers = useMemo(() => {
    const local = (e: ReactPointerEvent) => {
      const rect = viewport.current!.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    const pair = () => {
      const [a, b] = [...pointers.current.values()];
      return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, dist: Math.hypot(a.x - b.x, a.y - b.y) };
    };
    return {
      onPointerDown(e: ReactPointerEvent) {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        const p = local(e);
        pointers.current.set(e.pointerId, p);
        if (pointers.current.size === 1) {
          press.current = { ...p, dragging: false };
          dragged.current = false;
        } else {
          // A second finger: a pinch, never a tap.
          press.current.dragging = true;
          dragged.current = true;
          for (const id of pointers.current.keys()) capture(e.currentTarget, id);
        }
      },
      onPointerMove(e: ReactPointerEvent) {
        const last = pointers.current.get(e.pointerId);
        if (!last) return;
        const p = local(e);
        if (pointers.current.size >= 2) {
          const before = pair();
          pointers.current.set(e.pointerId, p);
          const after = pair();
          if (before.dist > 0) zoomAt(after.dist / before.dist, after.mid.x, after.mid.y);
          const v = view.current;
          setView({ ...v, x: v.x + after.mid.x - before.mid.x, y: v.y + after.mid.y - before.mid.y });
          return;
        }
        pointers.current.set(e.pointerId, p);
        if (!press.current.dragging) {
          if (Math.hypot(p.x - press.current.x, p.y - press.current.y) < DRAG_SLOP) return;
          // Captured only now: captured at the press, the click of a tap would land on the viewport, not the seat.
          press.current.dragging = true;
          dragged.current = true;
          zoomed.current = true;
          capture(e.currentTarget, e.pointerId);
        }
        const v = view.current;
        setView({ ...v, x: v.x + p.x - last.x, y: v.y + p.y - last.y });
      },
      onPointerUp(e: ReactPointerEvent) {
        pointers.current.delete(e.pointerId);
      },
      onPointerCancel(e: ReactPointerEvent) {
        pointers.current.delete(e.pointerId);
      },
      onClickCapture(e: MouseEvent) {
        if (!dragged.current) return;
        dragged.current = false;
        e.stopPropagation();
        e.preventDefault();
      },
    };
  }, [setView, zoomAt]);

  return { viewport, layer, handlers, zoomBy, fit, reveal, fitted, scale: () => view.current.s };
}

function capture(el: Element, pointerId: number) {
  try {
    el.setPointerCapture(pointerId);
  } catch {
    // the pointer is already gone
  }
}
