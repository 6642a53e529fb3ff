/**
 * What the start and approve flows do with a form-data failure code (spec §8): a notice with a fixed text, the
 * list of failed fields (3), a confirm that may let the flow go on (6), nothing at all (7), or the text for an
 * unexpected code. `key` is a key of the forms namespace.
 */
export type FormDataFailure =
  | { kind: 'notice'; key: string; params?: Record<string, string> }
  | { kind: 'fields' }
  | { kind: 'confirm'; key: string }
  | { kind: 'proceed' }
  | { kind: 'silent' };

export const FORM_DATA_FAILURE_CODES = [1, 2, 3, 5, 6, 7] as const;

/**
 * `confirmRequested` is whether the caller asked to confirm (code 6): without it processing goes on.
 */
export function formDataFailure(code: number | string, confirmRequested = false): FormDataFailure {
  switch (Number(code)) {
    case 1:
      return { kind: 'notice', key: 'failure.noForm' };
    case 2:
      return { kind: 'notice', key: 'failure.emptyOnlineForm' };
    case 3:
      return { kind: 'fields' };
    case 5:
      return { kind: 'notice', key: 'failure.urlFormTimeout' };
    case 6:
      return confirmRequested ? { kind: 'confirm', key: 'failure.confirmStart' } : { kind: 'proceed' };
    case 7:
      return { kind: 'silent' };
    default:
      return { kind: 'notice', key: 'failure.unexpected', params: { code: String(code) } };
  }
}
