import { toFieldMode } from './permission';

/** One signature on a signature field (spec §3): who signed, the image file and when. */
export interface SignatureEntry {
  index: number;
  userId: string;
  name: string;
  /** The file id of the signature image. */
  signature: string;
  createTime: string;
}

/** Progress of a "get signature" attempt (spec §3, §4). */
export type SignatureStatus = 'start' | 'ing' | 'success' | 'fail';

export interface SignatureView {
  hidden: boolean;
  canAdd: boolean;
  /** Whether the given entry can be removed by the current user. */
  canRemove: (entry: SignatureEntry) => boolean;
}

/**
 * Spec §5: permission 'n' hides the field, default 'w'; a user holds one signature at most, so the add button
 * hides once they signed; only the owner removes their own, and never under 'r'.
 */
export function signatureView(
  mode: string | null | undefined,
  entries: readonly SignatureEntry[],
  userId: string,
): SignatureView {
  const m = toFieldMode(mode);
  const writable = m === 'w' || m === 'b';
  const signed = entries.some((e) => e.userId === userId);
  return {
    hidden: m === 'n',
    canAdd: writable && userId !== '' && !signed,
    canRemove: (entry) => writable && entry.userId === userId,
  };
}

/** Reads the field's stored value: a JSON list of entries, tolerant of an empty or broken value. */
export function parseSignatures(value: unknown): SignatureEntry[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is SignatureEntry =>
      typeof e === 'object' && e !== null && typeof (e as SignatureEntry).signature === 'string',
  );
}

export function addSignature(
  entries: readonly SignatureEntry[],
  entry: Omit<SignatureEntry, 'index'>,
): SignatureEntry[] {
  if (entries.some((e) => e.userId === entry.userId)) return [...entries];
  return [...entries, { ...entry, index: entries.length }];
}

export function removeSignature(entries: readonly SignatureEntry[], userId: string): SignatureEntry[] {
  return entries.filter((e) => e.userId !== userId).map((e, index) => ({ ...e, index }));
}
