import { useEffect, useState } from 'react';
import styles from './portal-column.module.css';
import { useNearScreen } from './use-near-screen';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify loads with the first server HTML that comes on screen, not with the page. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('../model/sanitize').then((m) => m.sanitizeHtml);
  return sanitizer;
}

/**
 * HTML from the server (a column template filled with its data), rendered only after DOMPurify has made it
 * inert: scripts, event handlers and javascript: links never reach the page.
 */
export function ServerHtml({ html, height }: { html: string; height?: number }) {
  const [ref, near] = useNearScreen<HTMLDivElement>(0);
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    if (!near) return;
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html, near]);
  return (
    <div
      ref={ref}
      className={styles.html}
      data-server-html=""
      style={
        height ? { maxHeight: height, overflow: 'auto' } : { minHeight: clean === null ? 48 : undefined }
      }
      // Sanitised above; until then nothing is rendered.
      dangerouslySetInnerHTML={clean === null ? undefined : { __html: clean }}
    />
  );
}
