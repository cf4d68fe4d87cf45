import { yupResolver } from '@hookform/resolvers/yup';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FieldRow as Row, FormActions as Actions, FormGrid as Form, FormStatus } from '../../../components/forms/form-layout';
import { leadFormMachine } from '../../../../machines/lead-form.machine';
import { HoneypotWrap, SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { portfolioCopy, projectTypeOptions } from '../../../content/portfolio';
import { leadSchema, type LeadInput } from '../../../forms/lead';
import { inspect } from '../../../inspect';
import { leadErrorMessage } from '../../../content/lead-form';

const copy = portfolioCopy.form;

/**
 * The portfolio's "Start Your Project" form: react-hook-form validates with
 * the shared lead schema; the leadForm machine posts it to /api/leads
 * (source 'portfolio') and owns submitting, success and failure.
 */
export function StartProjectForm({ machine = leadFormMachine }: { machine?: typeof leadFormMachine }) {
  const [state, send] = useMachine(machine, { inspect });
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LeadInput>({
    resolver: yupResolver(leadSchema),
    defaultValues: { source: 'portfolio', page: '/portfolio', name: '', email: '', company: '', service: '', message: '', 'bot-field': '' },
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

  const fieldError = (name: keyof LeadInput) => errors[name]?.message ?? state.context.fieldErrors[name];

  if (succeeded) {
    return (
      <Panel>
        <Status ref={statusRef} tabIndex={-1} role="status" data-tone="success">
          <h3>Project details sent</h3>
          <p>{copy.success}</p>
        </Status>
        <Button type="button" $variant="secondary" onClick={() => send({ type: 'lead.reset' })}>
          {copy.another}
        </Button>
      </Panel>
    );
  }

  return (
    <Panel>
      <Form ref={formRef} aria-label={copy.heading} onSubmit={handleSubmit((data) => send({ type: 'lead.submit', data }))}>
        <HoneypotWrap aria-hidden="true">
          <label htmlFor="portfolio-bot-field">Leave this field empty</label>
          <input id="portfolio-bot-field" type="text" tabIndex={-1} autoComplete="off" {...register('bot-field')} />
        </HoneypotWrap>
        {failed ? (
          <Status ref={statusRef} tabIndex={-1} role="alert" data-tone="error">
            <p>{leadErrorMessage(state.context.error, { invalid: copy.invalid, failed: copy.error })}</p>
          </Status>
        ) : null}
        <Row>
          <TextField id="portfolio-name" label={copy.name} autoComplete="name" required error={fieldError('name')} {...register('name')} />
          <TextField id="portfolio-email" label={copy.email} type="email" autoComplete="email" required error={fieldError('email')} {...register('email')} />
        </Row>
        <Row>
          <TextField id="portfolio-company" label={copy.company} optional autoComplete="organization" error={fieldError('company')} {...register('company')} />
          <SelectField
            id="portfolio-service"
            label={copy.service}
            optional
            placeholder={copy.servicePlaceholder}
            options={projectTypeOptions}
            error={fieldError('service')}
            {...register('service')}
          />
        </Row>
        <TextAreaField
          id="portfolio-message"
          label={copy.message}
          optional
          rows={5}
          placeholder={copy.messagePlaceholder}
          error={fieldError('message')}
          {...register('message')}
        />
        <Actions>
          <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </Button>
          <small>{copy.promise}</small>
        </Actions>
      </Form>
    </Panel>
  );
}

const Panel = styled.div`
  padding: clamp(1.25rem, 0.8rem + 2vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Status = styled(FormStatus)`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.text.xl};
  }
`;
