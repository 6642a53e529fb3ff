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

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
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
      const { fileId } = await uploadFiles([blob], ['signature.png']);
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
