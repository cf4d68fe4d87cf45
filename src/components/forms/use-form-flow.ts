import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { formMachine } from '#machines/form.machine';
import type { FormData, FormName } from '#src/api/forms';
import { inspect } from '#src/inspect';

type Options<TValues extends FieldValues> = {
  /** Which form this is: the machine posts to its endpoint (src/api/forms.ts). */
  form: FormName;
  /** react-hook-form's resolver for the form's shared yup schema. */
  resolver: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** What is sent for valid values (often the values themselves: `(values) => values`). */
  toData: (values: TValues) => FormData;
  /** The visitor arrived from the form's own no-JavaScript post: start on the thank-you message. */
  submitted?: boolean;
  /** Called once a submission is accepted (after the fields are emptied). Keep it stable (useCallback). */
  onSent?: () => void;
  /** Tests pass the machine with a provided `submitForm` actor. */
  machine?: typeof formMachine;
};

/**
 * Binds react-hook-form (which owns the values and the field checks) to the
 * form machine (which owns submitting, success and each kind of failure):
 * a valid submit sends one `form.submit`; an accepted one empties the fields.
 * A field's message is the browser check's, else the server's.
 */
export function useFormFlow<TValues extends FieldValues>({
  form,
  resolver,
  defaultValues,
  toData,
  submitted = false,
  onSent,
  machine = formMachine,
}: Options<TValues>) {
  const actor = useActorRef(machine, { input: { form, submitted }, inspect });
  const status = useSelector(actor, (s) =>
    s.matches('submitting') ? 'submitting' : s.matches('success') ? 'success' : s.matches('failed') ? 'failed' : 'idle',
  );
  const error = useSelector(actor, (s) => s.context.error);
  const serverFieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const methods = useForm<TValues>({ resolver, defaultValues });
  const { reset, handleSubmit } = methods;

  useEffect(() => {
    const subscription = actor.on('form.sent', () => {
      reset();
      onSent?.();
    });
    return () => subscription.unsubscribe();
  }, [actor, reset, onSent]);

  /** Once the form is live, our messages replace the browser's validation bubbles (without JavaScript the browser checks). */
  const formRef = useCallback((element: HTMLFormElement | null) => {
    if (element) element.noValidate = true;
  }, []);

  const onSubmit = handleSubmit((values) => actor.send({ type: 'form.submit', data: toData(values) }));

  const fieldError = (name: Path<TValues>): string | undefined => {
    const own = methods.formState.errors[name]?.message;
    return typeof own === 'string' ? own : serverFieldErrors[name];
  };

  return {
    ...methods,
    formRef,
    onSubmit,
    fieldError,
    error,
    submitting: status === 'submitting',
    succeeded: status === 'success',
    failed: status === 'failed',
    sendAnother: () => actor.send({ type: 'form.reset' }),
  };
}
