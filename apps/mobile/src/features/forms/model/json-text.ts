/** Texts of spec §5 for configuration given as JSON text: a request header, a custom dialog's POST parameters. */
export type JsonTextKind = 'header' | 'postParams';

export type JsonTextResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: `json.${JsonTextKind}` };

/**
 * Reads JSON text that must be an object. Empty text is an empty object; anything else that is not a JSON
 * object fails with the spec's text for its kind (请求头部不是有效的JSON格式 / POST参数不是有效的JSON格式).
 */
export function parseJsonObject(text: string | null | undefined, kind: JsonTextKind): JsonTextResult {
  if (text === null || text === undefined || text.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // Falls through to the refusal below.
  }
  return { ok: false, error: `json.${kind}` };
}
