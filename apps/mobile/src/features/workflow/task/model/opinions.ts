/** How an opinion row is coloured: waiting, approving, refusing or sending back, or neutral. */
export type OpinionTone = 'pending' | 'positive' | 'negative' | 'neutral';

const POSITIVE = new Set(['start', 'agree', 'claim', 'copyto', 'skip']);
const NEGATIVE = new Set(['oppose', 'reject', 'backToStart', 'end', 'revoke', 'revoke_instance']);

export function opinionTone(status: string): OpinionTone {
  if (status === 'awaiting_check') return 'pending';
  if (POSITIVE.has(status)) return 'positive';
  if (NEGATIVE.has(status)) return 'negative';
  return 'neutral';
}

export interface OpinionFile {
  id: string;
  name: string;
}

/** The attachments of an opinion: its `files` JSON text parsed; anything unreadable is no file. */
export function opinionFiles(text: string | null | undefined): OpinionFile[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.flatMap((f: unknown) => {
      const file = f as { id?: unknown; name?: unknown };
      return typeof file?.id === 'string'
        ? [{ id: file.id, name: typeof file.name === 'string' ? file.name : file.id }]
        : [];
    });
  } catch {
    return [];
  }
}
