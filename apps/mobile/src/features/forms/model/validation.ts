/** A text of the forms namespace with its parameters, translated where it is shown. */
export interface Text {
  key: string;
  params?: Record<string, string | number>;
}

/** One failed field: the name shown to the user (with its sub-table row when it has one) and why. */
export interface FieldFailure {
  path: string;
  label: string;
  message: Text | string;
}

/**
 * A node of the rendered element tree that may carry a submit verification (spec §5). Its verifier answers
 * true when satisfied, or the failure text.
 */
export interface VerifyNode {
  submitVerify?: () => true | string;
  children?: readonly VerifyNode[];
}

/** Searches the element tree to depth 5 (the root's children are depth 1), as the spec says. */
export const VERIFY_SEARCH_DEPTH = 5;

export function collectSubmitVerifiers(
  root: VerifyNode,
  maxDepth = VERIFY_SEARCH_DEPTH,
): Array<() => true | string> {
  const found: Array<() => true | string> = [];
  const walk = (node: VerifyNode, depth: number) => {
    if (depth > 0 && node.submitVerify) found.push(node.submitVerify);
    if (depth >= maxDepth) return;
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  walk(root, 0);
  return found;
}

/** Runs every verifier found and answers the failure messages, in tree order. */
export function runSubmitVerifiers(root: VerifyNode): string[] {
  return collectSubmitVerifiers(root)
    .map((verify) => verify())
    .filter((result): result is string => result !== true);
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function textOf(message: Text | string, t: Translate): string {
  return typeof message === 'string' ? message : t(message.key, message.params);
}

/**
 * The notice for failed fields: '请正确的填写以下表单内容：' followed by each field name and its message; the
 * generic '请正确的填写表单内容.' when nothing names a field.
 */
export function failureSummary(failures: readonly FieldFailure[], t: Translate): string {
  if (failures.length === 0) return t('validation.generic');
  // The punctuation is the language's: full-width in Chinese.
  const lines = failures.map((f) => t('validation.item', { label: f.label, message: textOf(f.message, t) }));
  return `${t('validation.listHead')}${lines.join(t('validation.separator'))}`;
}
