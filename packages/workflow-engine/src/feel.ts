import { evaluate, parseExpression } from 'feelin';
import { EngineError } from './errors';

/** True when the FEEL expression parses without error nodes. */
export function compileFeel(expression: string): boolean {
  try {
    let ok = true;
    parseExpression(expression, {}, undefined).iterate({
      enter: (n) => {
        if (n.type.isError) ok = false;
      },
    });
    return ok;
  } catch {
    return false;
  }
}

/**
 * Evaluates a FEEL expression over the variables. Any warning (unknown variable, wrong types, failed call) is an
 * error: a condition must never quietly become null and send the instance down a default path.
 */
export function evaluateFeel(
  expression: string,
  variables: Record<string, unknown>,
  nodeId?: string,
): unknown {
  let result: { value: unknown; warnings: { message: string }[] };
  try {
    result = evaluate(expression, variables);
  } catch (e) {
    throw new EngineError(
      'CONDITION_ERROR',
      `表达式无法计算: ${expression} (${(e as Error).message})`,
      nodeId,
    );
  }
  if (result.warnings.length > 0) {
    throw new EngineError(
      'CONDITION_ERROR',
      `表达式无法计算: ${expression} (${result.warnings[0]!.message})`,
      nodeId,
    );
  }
  return result.value;
}

/** Names whose inner comparisons use names bound by the expression itself (they cannot be evaluated alone). */
const BINDING = new Set([
  'QuantifiedExpression',
  'ForExpression',
  'FilterExpression',
  'FunctionDefinition',
  'Context',
]);

const kindOf = (v: unknown) =>
  typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? typeof v : null;

function quiet(expression: string, variables: Record<string, unknown>): unknown {
  try {
    const r = evaluate(expression, variables);
    return r.warnings.length > 0 ? undefined : r.value;
  } catch {
    return undefined;
  }
}

/** One side of a comparison: a plain variable and literals are read directly, anything else is evaluated. */
type Operand = { text: string } & ({ kind: 'var' } | { kind: 'value'; value: unknown } | { kind: 'expr' });

interface Comparison {
  text: string;
  left: Operand;
  right: Operand;
}

const LITERALS: Record<string, (text: string) => unknown> = {
  NumericLiteral: Number,
  StringLiteral: (text) => quiet(text, {}),
  BooleanLiteral: (text) => text === 'true',
};

const comparisons = new Map<string, Comparison[]>();

/** The comparisons of an expression outside bound names, parsed once per expression. */
function comparisonsOf(expression: string, variables: Record<string, unknown>): Comparison[] {
  // Names with spaces change how FEEL parses; such contexts are parsed each time.
  const spaced = Object.keys(variables).some((k) => /\s/.test(k));
  const cached = spaced ? undefined : comparisons.get(expression);
  if (cached) return cached;
  const found: Comparison[] = [];
  let bound = 0;
  parseExpression(expression, spaced ? variables : {}, undefined).iterate({
    enter: (ref) => {
      if (BINDING.has(ref.name)) bound += 1;
      if (bound > 0 || ref.name !== 'Comparison') return;
      const kids = [];
      for (let c = ref.node.firstChild; c; c = c.nextSibling) kids.push(c);
      if (kids.length !== 3 || kids[1]!.name !== 'CompareOp') return;
      const [left, right] = [kids[0]!, kids[2]!].map((k): Operand => {
        const text = expression.slice(k.from, k.to);
        const literal = LITERALS[k.name];
        if (literal) return { text, kind: 'value', value: literal(text) };
        const only = k.firstChild;
        if (k.name === 'VariableName' && only?.name === 'Identifier' && !only.nextSibling)
          return { text, kind: 'var' };
        return { text, kind: 'expr' };
      });
      found.push({ text: expression.slice(ref.from, ref.to), left: left!, right: right! });
    },
    leave: (ref) => {
      if (BINDING.has(ref.name)) bound -= 1;
    },
  });
  if (!spaced) {
    if (comparisons.size > 1000) comparisons.clear();
    comparisons.set(expression, found);
  }
  return found;
}

function operandValue(o: Operand, variables: Record<string, unknown>): unknown {
  if (o.kind === 'value') return o.value;
  if (o.kind === 'var') return Object.hasOwn(variables, o.text) ? variables[o.text] : undefined;
  return quiet(o.text, variables);
}

/**
 * feelin answers `"6000" > 5000` with false instead of null. A form that sends numbers as text would then take the
 * wrong branch without a word, so a comparison of a number with a text (or a boolean) is refused instead.
 */
function mismatchedComparison(expression: string, variables: Record<string, unknown>): string | null {
  for (const c of comparisonsOf(expression, variables)) {
    const left = kindOf(operandValue(c.left, variables));
    const right = kindOf(operandValue(c.right, variables));
    if (left && right && left !== right) return `${c.text} 比较了不同类型的值 (${left} 与 ${right})`;
  }
  return null;
}

export function evaluateCondition(
  expression: string,
  variables: Record<string, unknown>,
  nodeId: string,
): boolean {
  const value = evaluateFeel(expression, variables, nodeId);
  const mismatch = mismatchedComparison(expression, variables);
  if (mismatch) throw new EngineError('CONDITION_ERROR', `条件无法计算: ${mismatch}`, nodeId);
  if (typeof value !== 'boolean') {
    throw new EngineError('CONDITION_ERROR', `条件的结果不是布尔值: ${expression}`, nodeId);
  }
  return value;
}
