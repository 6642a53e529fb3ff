import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { notify } from '../../../lib/notify';
import { uploadFiles } from '../api/upload-file';
import styles from './handwriting-pad.module.css';

interface HandwritingPadProps {
  onSaved: (fileId: string) => void;
  onCancel?: () => void;
}

/**
 * The drawn part of the canvas with a small margin, so a signature fills its 80×26 place instead of shrinking
 * into the corner of a tall, mostly empty pad.
 */
export function trimmed(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  const { width, height } = canvas;
  const pixels = context.getImageData(0, 0, width, height).data;
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return canvas;
  const margin = Math.round(Math.min(width, height) * 0.03);
  left = Math.max(0, left - margin);
  top = Math.max(0, top - margin);
  right = Math.min(width - 1, right + margin);
  bottom = Math.min(height - 1, bottom + margin);
  const out = document.createElement('canvas');
  out.width = right - left + 1;
  out.height = bottom - top + 1;
  out.getContext('2d')?.drawImage(canvas, left, top, out.width, out.height, 0, 0, out.width, out.height);
  return out;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    trimmed(canvas).toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}

/** A handwriting pad (signature_pad): clear, save as a png through the upload call. Loaded on demand. */
export function HandwritingPad({ onSaved, onCancel }: HandwritingPadProps) {
  const { t } = useTranslation('forms');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const instance = new SignaturePad(element, { penColor: '#111', backgroundColor: 'rgba(0,0,0,0)' });
    pad.current = instance;
    // The canvas is sized in device pixels, so strokes stay sharp on a phone's dense screen.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = instance.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      instance.clear();
      instance.fromData(data);
    };
    resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.off();
      pad.current = null;
    };
  }, []);

  const save = async () => {
    const instance = pad.current;
    if (!instance || !canvas.current) return;
    if (instance.isEmpty()) {
      notify.warning(t('canvas.empty'));
      return;
    }
    setSaving(true);
    try {
      const blob = await toPng(canvas.current);
      const { fileId } = await uploadFiles([blob], ['signature.png'], 'handwriting');
      onSaved(fileId);
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.pad}>
      <p className={styles.hint}>{t('canvas.hint')}</p>
      <canvas ref={canvas} className={styles.canvas} role="img" aria-label={t('canvas.pad')} />
      <div className={styles.buttons}>
        {onCancel ? (
          <button type="button" className={styles.button} onClick={onCancel}>
            {t('picker.cancel')}
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={() => pad.current?.clear()}>
          {t('canvas.clear')}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={saving}
          aria-busy={saving}
          onClick={() => void save()}
        >
          {t('canvas.save')}
        </button>
      </div>
    </div>
  );
}
