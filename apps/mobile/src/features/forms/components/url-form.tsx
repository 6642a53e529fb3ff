import { useImperativeHandle, useRef, type Ref } from 'react';
import { saveUrlForm, type UrlFormSaveResult } from '../model/url-form';
import styles from './url-form.module.css';

export interface UrlFormHandle {
  /** Asks the embedded form to save its business data (spec §4): 500 ms acknowledgement, 10 s limit. */
  save: (payload?: Record<string, unknown>) => Promise<UrlFormSaveResult>;
}

/** A URL form: the business system's own page in a frame, saved through a 'saveData' message. */
export function UrlForm({ src, title, ref }: { src: string; title: string; ref?: Ref<UrlFormHandle> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useImperativeHandle(ref, () => ({
    save: (payload) =>
      saveUrlForm(
        {
          post: (message) =>
            frame.current?.contentWindow?.postMessage(message, new URL(src, location.href).origin),
          listen: (onMessage) => {
            const handler = (event: MessageEvent) => {
              if (event.source === frame.current?.contentWindow) onMessage(event.data);
            };
            window.addEventListener('message', handler);
            return () => window.removeEventListener('message', handler);
          },
        },
        payload,
      ),
  }));
  return <iframe ref={frame} className={styles.frame} src={src} title={title} />;
}
