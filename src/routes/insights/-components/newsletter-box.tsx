import { yupResolver } from '@hookform/resolvers/yup';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { leadFormMachine } from '../../../../machines/lead-form.machine';
import { postNewsletter } from '../../../api/leads';
import { HoneypotWrap, TextField } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { insightsCopy } from '../../../content/articles';
import { leadErrorMessage } from '../../../content/lead-form';
import { newsletterSchema, type NewsletterInput } from '../../../forms/lead';
import { inspect } from '../../../inspect';

const copy = insightsCopy.newsletter;

/** The leadForm flow with the newsletter endpoint as its submit actor. */
export const newsletterMachine = leadFormMachine.provide({
  actors: { submitLead: fromPromise(({ input }) => postNewsletter(input as never)) },
});

/** Newsletter sign-up: email validated with the shared schema, POST /api/newsletter, clear success and error states. */
export function NewsletterBox({ machine = newsletterMachine }: { machine?: typeof leadFormMachine }) {
  const [state, send] = useMachine(machine, { inspect });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterInput>({
    resolver: yupResolver(newsletterSchema),
    defaultValues: { email: '', page: '/insights', 'bot-field': '' },
  });
  const submitting = state.matches('submitting');
  const succeeded = state.matches('success');
  const failed = state.matches('failed');

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  useEffect(() => {
    if (succeeded) reset();
    if (succeeded || failed) statusRef.current?.focus();
  }, [succeeded, failed, reset]);

  return (
    <Box aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">{copy.heading}</h2>
        <p>{copy.text}</p>
      </div>
      {succeeded ? (
        <Done>
          <Status ref={statusRef} tabIndex={-1} role="status" data-tone="success">
            {copy.success}
          </Status>
          <Button type="button" $variant="secondary" onClick={() => send({ type: 'lead.reset' })}>
            {copy.again}
          </Button>
        </Done>
      ) : (
        <Form ref={formRef} aria-label={copy.heading} onSubmit={handleSubmit((data) => send({ type: 'lead.submit', data }))}>
          <HoneypotWrap aria-hidden="true">
            <label htmlFor="newsletter-bot-field">Leave this field empty</label>
            <input id="newsletter-bot-field" type="text" tabIndex={-1} autoComplete="off" {...register('bot-field')} />
          </HoneypotWrap>
          <Row>
            <TextField
              id="newsletter-email"
              label={copy.label}
              type="email"
              autoComplete="email"
              placeholder={copy.placeholder}
              required
              error={errors.email?.message ?? state.context.fieldErrors.email}
              {...register('email')}
            />
            <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
              {submitting ? copy.submitting : copy.submit}
            </Button>
          </Row>
          {failed ? (
            <Status ref={statusRef} tabIndex={-1} role="alert" data-tone="error">
              {state.context.fieldErrors.email ?? leadErrorMessage(state.context.error, { failed: copy.error })}
            </Status>
          ) : null}
        </Form>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: end;
  padding: clamp(1.5rem, 1rem + 3vw, 3.5rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background:
    radial-gradient(100% 140% at 100% 0%, color-mix(in srgb, ${({ theme }) => theme.color.accent} 22%, transparent), transparent 60%),
    ${({ theme }) => theme.color.bgElevated};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.text.h2};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    > button {
      margin-top: 1.9rem;
    }
  }
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`;

const Status = styled.p`
  && {
    margin: 0;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid;
    outline: none;
    color: ${({ theme }) => theme.color.text};
  }
  &[data-tone='success'] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.success} 50%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.success} 10%, transparent);
  }
  &[data-tone='error'] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.danger} 50%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 10%, transparent);
  }
`;
