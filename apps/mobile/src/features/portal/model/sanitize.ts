import DOMPurify from 'dompurify';

/** Message bodies are HTML written by others: only harmless markup survives (no scripts, no event handlers). */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
