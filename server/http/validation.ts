// Turns the first Ajv error of a request body into one Chinese sentence that names the field by
// its schema `title` ("页码必须是整数", "账号不能为空"), so the learner knows what to fix.

import { MAX_ID } from '../../contract/common';

export interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
}

type Schema = Record<string, unknown>;

const TYPE_TEXT: Record<string, string> = {
  integer: '必须是整数',
  number: '必须是数字',
  string: '必须是文本',
  boolean: '必须是 true 或 false',
  array: '必须是列表',
  object: '格式不正确',
  null: '格式不正确',
};

/** Field schema at an Ajv instancePath (`/a/0/b`), following properties and items. */
function schemaAt(root: Schema | undefined, pointer: string): Schema | undefined {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    if (!node) return undefined;
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const props = node.properties as Record<string, Schema> | undefined;
    node = props?.[key] ?? (node.items as Schema | undefined);
  }
  return node;
}

/** The Chinese name of a field: its title, or a title inside a Nullable/Union wrapper. */
function titleOf(schema: Schema | undefined, fallback: string): string {
  if (!schema) return fallback;
  if (typeof schema.title === 'string') return schema.title;
  for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as Schema[]) {
    const t = titleOf(branch, '');
    if (t) return t;
  }
  return fallback;
}

/** First number found on the field or its union branches (minLength on `'' | Str(...)`, ...). */
function limitOf(schema: Schema | undefined, key: string): number | undefined {
  if (!schema) return undefined;
  if (typeof schema[key] === 'number') return schema[key] as number;
  for (const branch of (schema.anyOf ?? []) as Schema[]) {
    const v = limitOf(branch, key);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** The Chinese name of the field at a path of keys (the key itself when the schema has no title). */
export function fieldName(root: Schema | undefined, path: string[]): string {
  const pointer = path.map((k) => '/' + k.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
  return titleOf(schemaAt(root, pointer), path[path.length - 1] ?? '参数');
}

function lengthText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `长度应为 ${min} 个字符` : `长度应为 ${min}-${max} 个字符`;
  if (max !== undefined) return `长度不能超过 ${max} 个字符`;
  return `长度不能少于 ${min} 个字符`;
}

function rangeText(keyword: string, min: number | undefined, max: number | undefined): string {
  // An id's upper bound is the database's, not a rule a learner needs to read about.
  if (max === MAX_ID) return keyword === 'maximum' || keyword === 'exclusiveMaximum' ? '超出允许的范围' : `不能小于 ${min}`;
  if (min !== undefined && max !== undefined) return `应在 ${min} 到 ${max} 之间`;
  if (max !== undefined) return `不能大于 ${max}`;
  return `不能小于 ${min}`;
}

/**
 * Inside a union (`'' | 手机号`) Ajv reports each branch's failure and then `anyOf`; the most
 * useful one is a branch failure that says more than "not this constant/type".
 */
function pickError(errors: AjvError[]): AjvError {
  const vague = new Set(['anyOf', 'oneOf', 'const', 'enum', 'type']);
  return errors.find((e) => !vague.has(e.keyword)) ?? errors.find((e) => e.keyword !== 'anyOf') ?? errors[0];
}

export function formatValidationError(errors: AjvError[], root: Schema | undefined): string {
  if (!errors.length) return '请求参数不正确';
  const e = pickError(errors);
  if (e.instancePath === '' && e.keyword === 'type') return '请求参数格式不正确，应为对象';
  if (e.keyword === 'required') {
    const name = String(e.params.missingProperty);
    const parent = schemaAt(root, e.instancePath);
    return `${titleOf(schemaAt(parent, `/${name}`), name)}不能为空`;
  }
  // For errors inside a union branch the path still names the field; read limits from the field.
  const field = schemaAt(root, e.instancePath);
  const name = titleOf(field, e.instancePath.split('/').pop() || '参数');
  switch (e.keyword) {
    case 'type':
      return name + (TYPE_TEXT[String(e.params.type).split(',')[0]] ?? '格式不正确');
    case 'minLength':
      if (typeof e.data === 'string' && e.data.length === 0) return `${name}不能为空`;
      return name + lengthText(limitOf(field, 'minLength'), limitOf(field, 'maxLength'));
    case 'maxLength':
      return name + lengthText(limitOf(field, 'minLength'), limitOf(field, 'maxLength'));
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return name + rangeText(e.keyword, limitOf(field, 'minimum'), limitOf(field, 'maximum'));
    case 'format':
    case 'pattern':
      return `${name}格式不正确`;
    case 'minItems':
    case 'maxItems':
      return `${name}的数量不正确`;
    case 'additionalProperties':
      return `不支持的参数：${String(e.params.additionalProperty)}`;
    default:
      return `${name}取值无效`;
  }
}
