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

export function evaluateCondition(
  expression: string,
  variables: Record<string, unknown>,
  nodeId: string,
): boolean {
  const value = evaluateFeel(expression, variables, nodeId);
  if (typeof value !== 'boolean') {
    throw new EngineError('CONDITION_ERROR', `条件的结果不是布尔值: ${expression}`, nodeId);
  }
  return value;
}
