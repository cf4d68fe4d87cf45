import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';

export type FieldErrors = Record<string, string>;

export const inputMessages = {
  notObject: 'Expected an object.',
  listOfText: 'Please send a list of text values.',
  nul: 'This field contains an invisible control character (NUL) that we cannot store. Please remove it and try again.',
  invalid: 'Invalid input.',
  type: {
    string: 'Please send this field as text.',
    boolean: 'Please send true or false.',
    number: 'Please send a number.',
    array: 'Please send a list.',
    object: 'Please send an object.',
    date: 'Please send a date.',
    mixed: 'This value has the wrong type.',
  } as Record<string, string>,
} as const;

/** Deeper than any form this site has: values below it are not inspected (yup refuses them as the wrong type anyway). */
const MAX_DEPTH = 8;

type Described = { type: string; fields: Record<string, Schema> | null; inner: Schema | null; max: number | null };
const described = new WeakMap<object, Described>();

/** What `sanitize` needs to know about a schema (computed once per schema object: describe() is not free). */
function describeSchema(schema: Schema): Described {
  let d = described.get(schema);
  if (!d) {
    const s = schema as Schema & { fields?: Record<string, Schema>; innerType?: Schema };
    let max: unknown;
    try {
      max = schema.type === 'string' ? schema.describe().tests.find((t) => t.name === 'max')?.params?.max : undefined;
    } catch {
      max = undefined;
    }
    d = {
      type: schema.type,
      fields: schema.type === 'object' && s.fields && Object.keys(s.fields).length ? s.fields : null,
      inner: schema.type === 'array' && s.innerType ? s.innerType : null,
      max: typeof max === 'number' ? max : null,
    };
    described.set(schema, d);
  }
  return d;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of the client's value holding only what the schema knows, as own
 * properties of plain objects: extra keys named like Object.prototype members
 * (toString, constructor, __proto__ …) never reach yup, which would otherwise
 * mistake them for field schemas. Strings far beyond their field's maximum are
 * cut to one character over it (the length rule still fails, and no pattern
 * ever runs over 64 KB of input).
 */
function sanitize(schema: Schema | null, value: unknown, depth: number, wrongType: () => void): unknown {
  if (depth > MAX_DEPTH) return value;
  const d = schema ? describeSchema(schema) : null;
  // yup's string transforms (trim) throw on objects instead of reporting them: say "wrong type" here.
  if (d?.type === 'string' && typeof value === 'object' && value !== null) {
    wrongType();
    return undefined;
  }
  if (typeof value === 'string') {
    if (d?.max != null && value.length > d.max + 1) {
      const trimmed = value.trim();
      return trimmed.length > d.max ? trimmed.slice(0, d.max + 1) : value;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => sanitize(d?.inner ?? null, item, depth + 1, wrongType));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  if (d?.fields) {
    for (const key of Object.keys(d.fields)) {
      if (Object.hasOwn(value, key)) out[key] = sanitize(d.fields[key]!, value[key], depth + 1, wrongType);
    }
  } else {
    for (const key of Object.keys(value)) {
      if (!(key in Object.prototype)) out[key] = sanitize(null, value[key], depth + 1, wrongType);
    }
  }
  return out;
}

/** True when a string anywhere in `value` holds U+0000 (PostgreSQL cannot store it in text or jsonb). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (hasNul(item, depth + 1)) return true;
  return false;
}

/** The message for one yup error: our own messages as written; yup's type errors (which echo the input) replaced by a plain one. */
function messageOf(error: ValidationError): string {
  if (error.type === 'typeError') {
    const type = String((error.params as { type?: unknown } | undefined)?.type ?? 'mixed');
    return inputMessages.type[type] ?? inputMessages.type.mixed!;
  }
  return error.message;
}

/**
 * Validate with the shared yup schema; unknown keys are dropped, strings
 * trimmed. Anything a client can send ends here as field errors, never as an
 * exception: non-objects, prototype-named keys, wrong types, NUL characters.
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: object,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors }> {
  if (!isPlainObject(body)) return { ok: false, fields: { _body: inputMessages.notObject } };
  const d = describeSchema(schema);
  const input: Record<string, unknown> = {};
  const typeFields = new Map<string, string>();
  for (const key of Object.keys(d.fields ?? {})) {
    // null is "not given" (the field's own required message or its default), never yup's "cannot be null".
    if (!Object.hasOwn(body, key) || body[key] === null) continue;
    const field = d.fields![key]!;
    const message = field.type === 'array' ? inputMessages.listOfText : inputMessages.type.string!;
    input[key] = sanitize(field, body[key], 1, () => typeFields.set(key, message));
  }
  const nulFields = Object.keys(input).filter((key) => hasNul(input[key]));
  const fields: FieldErrors = {};
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
    if (!nulFields.length && !typeFields.size) return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) return { ok: false, fields: { _body: inputMessages.invalid } };
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path ?? '_body';
      if (!fields[key]) fields[key] = messageOf(inner);
    }
  }
  for (const [key, message] of typeFields) fields[key] = message;
  for (const key of nulFields) fields[key] = inputMessages.nul;
  return { ok: false, fields };
}

export const validationReply = (fields: FieldErrors) => ({
  error: 'validation',
  message: 'Some fields need attention.',
  fields,
});
