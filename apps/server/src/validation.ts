import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { Locale } from 'typebox/system';
import { Value } from 'typebox/value';

/**
 * Bodies are checked as sent (no coercion: a number is not a string); path and query values arrive as text
 * and are converted to the declared types first.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    return check.Check(converted) ? { value: converted } : { error: check.Errors(converted) as never };
  };
};

function describe(error: TLocalizedValidationError): { path: string; text: string } {
  switch (error.keyword) {
    case 'required':
      return { path: `${error.instancePath}/${error.params.requiredProperties[0] ?? ''}`, text: '为必填项' };
    case 'additionalProperties':
      return {
        path: `${error.instancePath}/${error.params.additionalProperties[0] ?? ''}`,
        text: '是不允许的字段',
      };
    case 'boolean':
      // A `false` schema here means a property that additionalProperties: false does not allow.
      return { path: error.instancePath, text: error.instancePath ? '是不允许的字段' : '无效' };
    case 'type':
      return { path: error.instancePath, text: `类型应为 ${[error.params.type].flat().join(' 或 ')}` };
    case 'minLength':
      return { path: error.instancePath, text: `长度不能少于 ${error.params.limit} 个字符` };
    case 'maxLength':
      return { path: error.instancePath, text: `长度不能超过 ${error.params.limit} 个字符` };
    default:
      return { path: error.instancePath, text: Locale.zh_Hans(error) };
  }
}

/** "body/username 长度不能少于 1 个字符": the part, the field path, then what is wrong with it. */
export function formatValidationError(errors: unknown, dataVar: string): Error {
  const first = Array.isArray(errors) ? (errors[0] as TLocalizedValidationError | undefined) : undefined;
  if (!first) return new Error(`${dataVar} 参数无效`);
  const { path, text } = describe(first);
  return new Error(`${dataVar}${path} ${text}`);
}
