import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import './diagram-viewer.css';
import type { BpmFlowImage } from '@baton/contracts';
import { distance, dragDelta, midpoint, pinchZoom, type Point } from '../model/gestures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: Point | 'auto'): number;
  scroll(delta: { dx: number; dy: number }): void;
  addMarker(element: string, marker: string): void;
  viewbox(box?: Box): Box;
}
interface Registry {
  get(id: string): unknown;
  filter(fn: (element: { type: string }) => boolean): Box[];
}

/** Below this scale the labels (12 px in the diagram) are too small to read on a phone. */
const READABLE = 0.8;
const STEP = 1.25;

/** The whole diagram on screen, with a little room around the edges so the start and end are not cut. */
function fitWhole(canvas: Canvas): number {
  canvas.zoom('fit-viewport', 'auto');
  return canvas.zoom(canvas.zoom() * 0.9, 'auto');
}

/** Zoom by the buttons, within the same limits as the pinch. */
const zoomBy = (canvas: Canvas, factor: number) => canvas.zoom(pinchZoom(canvas.zoom(), 1, factor), 'auto');

/**
 * The first view: the whole diagram when it fits at a readable size; otherwise a readable scale, showing the
 * current node (or the start) from where the user drags on.
 */
function firstView(canvas: Canvas, registry: Registry, focusId: string | undefined) {
  if (fitWhole(canvas) >= READABLE) return;
  canvas.zoom(READABLE, 'auto');
  const focus =
    (focusId ? (registry.get(focusId) as Box | undefined) : undefined) ??
    registry.filter((e) => e.type === 'bpmn:StartEvent')[0];
  if (!focus) return;
  const view = canvas.viewbox();
  const x = focusId ? focus.x + focus.width / 2 - view.width / 2 : focus.x - 24;
  canvas.viewbox({ ...view, x, y: focus.y + focus.height / 2 - view.height / 2 });
}

/**
 * The bpmn-js viewer of an instance's process, loaded with the diagram's first opening: done nodes green,
 * current ones orange, fitted to the screen; one finger drags, two pinch to zoom (the mouse drags and wheels).
 */
export default function DiagramViewer({ image }: { image: BpmFlowImage }) {
  const { t } = useTranslation('task');
  const host = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<Canvas | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element || !image.bpmnXml) return;
    setReady(false);
    const viewer = new NavigatedViewer({ container: element });
    let alive = true;
    const canvas = viewer.get<Canvas>('canvas');
    viewer.importXML(image.bpmnXml).then(
      () => {
        if (!alive) return;
        const registry = viewer.get<Registry>('elementRegistry');
        for (const node of image.nodes) {
          if (!registry.get(node.nodeId)) continue;
          if (node.status === 'done') canvas.addMarker(node.nodeId, 'bt-done');
          if (node.status === 'current') canvas.addMarker(node.nodeId, 'bt-current');
        }
        const current = image.nodes.find((n) => n.status === 'current' && registry.get(n.nodeId));
        firstView(canvas, registry, current?.nodeId);
        canvasRef.current = canvas;
        setReady(true);
      },
      () => {
        if (alive) setFailed(true);
      },
    );

    // Touch: bpmn-js has no touch navigation of its own.
    const pointers = new Map<number, Point>();
    let lastPinch = 0;
    const point = (e: PointerEvent): Point => ({ x: e.clientX, y: e.clientY });
    const down = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      element.setPointerCapture?.(e.pointerId);
      pointers.set(e.pointerId, point(e));
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [Point, Point];
        lastPinch = distance(a, b);
      }
    };
    const move = (e: PointerEvent) => {
      const before = pointers.get(e.pointerId);
      if (!before) return;
      e.preventDefault();
      if (pointers.size === 1) {
        canvas.scroll(dragDelta(before, point(e)));
        pointers.set(e.pointerId, point(e));
        return;
      }
      const others = [...pointers.entries()].filter(([id]) => id !== e.pointerId);
      const other = others[0]?.[1];
      if (!other) return;
      const oldMid = midpoint(before, other);
      pointers.set(e.pointerId, point(e));
      const now = distance(point(e), other);
      const rect = element.getBoundingClientRect();
      const mid = midpoint(point(e), other);
      canvas.scroll(dragDelta(oldMid, mid));
      canvas.zoom(pinchZoom(canvas.zoom(), lastPinch, now), { x: mid.x - rect.left, y: mid.y - rect.top });
      lastPinch = now;
    };
    const up = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [Point, Point];
        lastPinch = distance(a, b);
      }
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move, { passive: false });
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      alive = false;
      canvasRef.current = null;
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      viewer.destroy();
    };
  }, [image]);

  const done = image.nodes.filter((n) => n.status === 'done').map((n) => n.name);
  const current = image.nodes.filter((n) => n.status === 'current').map((n) => n.name);
  return (
    <div className="bt-diagram">
      <div
        ref={host}
        className="bt-diagram-canvas"
        role="img"
        aria-label={t('diagram.summary', {
          done: done.join('、') || t('none'),
          current: current.join('、') || t('none'),
        })}
        data-testid="diagram"
      />
      {ready ? (
        <div className="bt-diagram-zoom" role="group" aria-label={t('diagram.zoom')}>
          <button
            type="button"
            aria-label={t('diagram.zoomIn')}
            onClick={() => canvasRef.current && zoomBy(canvasRef.current, STEP)}
          >
            +
          </button>
          <button
            type="button"
            aria-label={t('diagram.zoomOut')}
            onClick={() => canvasRef.current && zoomBy(canvasRef.current, 1 / STEP)}
          >
            −
          </button>
          <button
            type="button"
            aria-label={t('diagram.fit')}
            onClick={() => canvasRef.current && fitWhole(canvasRef.current)}
          >
            {t('diagram.whole')}
          </button>
        </div>
      ) : null}
      {failed ? <p role="alert">{t('diagram.failed')}</p> : null}
      <ul className="bt-diagram-legend" aria-hidden="true">
        <li className="bt-legend-done">{t('diagram.done')}</li>
        <li className="bt-legend-current">{t('diagram.current')}</li>
        <li className="bt-legend-untouched">{t('diagram.untouched')}</li>
      </ul>
    </div>
  );
}
