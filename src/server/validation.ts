import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

/** Validate with the shared yup schema; unknown keys are dropped, strings trimmed. */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors }> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, fields: { _body: 'Expected an object.' } };
  try {
    const value = await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) {
      const fields: FieldErrors = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const key = inner.path ?? '_body';
        if (!fields[key]) fields[key] = inner.message;
      }
      return { ok: false, fields };
    }
    return { ok: false, fields: { _body: 'Invalid input.' } };
  }
}

export const validationReply = (fields: FieldErrors) => ({
  error: 'validation',
  message: 'Some fields need attention.',
  fields,
});
