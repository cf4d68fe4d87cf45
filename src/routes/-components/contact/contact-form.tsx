import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FieldRow as Row, FormActions as Actions, FormGrid as Form, FormStatus } from '../../../components/forms/form-layout';
import { contactFormMachine } from '../../../../machines/contact-form.machine';
import { HoneypotWrap, SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { Button, ButtonLink } from '../../../components/ui/button';
import { NextSteps } from '../../../components/ui/next-steps';
import { SuccessBadge } from '../../../components/ui/success-badge';
import { budgetOptions, contactCopy, contactFields, serviceOptions } from '../../../content/contact';
import { site } from '../../../content/site';
import { contactSchema, type ContactInput } from '../../../forms/contact';
import { inspect } from '../../../inspect';

/**
 * The contact form. It is a real HTML form posting to /contact (works with
 * JavaScript off); once hydrated, react-hook-form validates with the shared
 * schema and the contactForm machine sends it as JSON.
 */
export function ContactForm({
  arrivedSubmitted,
  machine = contactFormMachine,
}: {
  arrivedSubmitted: boolean;
  /** Tests pass the machine with a provided `submitContact` actor. */
  machine?: typeof contactFormMachine;
}) {
  const [state, send] = useMachine(machine, { input: { submitted: arrivedSubmitted }, inspect });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: yupResolver(contactSchema),
    defaultValues: { 'form-name': 'contact', 'bot-field': '', name: '', email: '', company: '', budget: undefined, service: undefined, message: '' },
  });
  const submitting = state.matches('submitting');
  const succeeded = state.matches('success');
  const failed = state.matches('error');

  // After hydration our own messages replace the browser's validation bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (succeeded && !arrivedSubmitted) {
      reset();
      void navigate({ to: '/contact', search: { success: true }, replace: true, resetScroll: false });
    }
    if (succeeded || failed) statusRef.current?.focus();
  }, [succeeded, failed, arrivedSubmitted, navigate, reset]);

  const fieldError = (name: keyof ContactInput) => errors[name]?.message ?? state.context.fieldErrors[name];

  if (succeeded) {
    const sent = contactCopy.sent;
    return (
      <Panel>
        <Sent ref={statusRef} tabIndex={-1} role="status">
          <SuccessBadge />
          <h2>{sent.title}</h2>
          <p>{contactCopy.success}</p>
          <h3>{sent.nextTitle}</h3>
          <NextSteps steps={sent.next} />
        </Sent>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              send({ type: 'contact.reset' });
              void navigate({ to: '/contact', search: {}, replace: true, resetScroll: false });
            }}
          >
            {sent.another}
          </Button>
          <ButtonLink to={sent.projects.to} $variant="ghost">
            {sent.projects.label} <span aria-hidden="true">→</span>
          </ButtonLink>
        </Actions>
      </Panel>
    );
  }

  return (
    <Panel>
      <h2 id="contact-form-title">{contactCopy.title}</h2>
      <Form
        ref={formRef}
        name="contact"
        method="post"
        action="/contact"
        aria-labelledby="contact-form-title"
        onSubmit={handleSubmit((data) => send({ type: 'contact.submit', data }))}
      >
        <input type="hidden" value="contact" {...register('form-name')} />
        <HoneypotWrap aria-hidden="true">
          <label htmlFor="bot-field">{contactCopy.honeypotLabel}</label>
          <input id="bot-field" type="text" tabIndex={-1} autoComplete="off" {...register('bot-field')} />
        </HoneypotWrap>
        {failed ? (
          <FormStatus ref={statusRef} tabIndex={-1} role="alert" data-tone="error">
            <p>{contactCopy.error(site.email)}</p>
          </FormStatus>
        ) : null}
        <Row>
          <TextField id="contact-name" label={contactFields.name.label} autoComplete="name" required error={fieldError('name')} {...register('name')} />
          <TextField id="contact-email" label={contactFields.email.label} type="email" autoComplete="email" required error={fieldError('email')} {...register('email')} />
        </Row>
        <TextField id="contact-company" label={contactFields.company.label} optional autoComplete="organization" error={fieldError('company')} {...register('company')} />
        <Row>
          <SelectField
            id="contact-budget"
            label={contactFields.budget.label}
            required
            placeholder={contactFields.budget.placeholder}
            options={budgetOptions}
            error={fieldError('budget')}
            {...register('budget')}
          />
          <SelectField
            id="contact-service"
            label={contactFields.service.label}
            required
            placeholder={contactFields.service.placeholder}
            options={serviceOptions}
            error={fieldError('service')}
            {...register('service')}
          />
        </Row>
        <TextAreaField
          id="contact-message"
          label={contactFields.message.label}
          rows={5}
          required
          placeholder={contactFields.message.placeholder}
          error={fieldError('message')}
          {...register('message')}
        />
        <Actions>
          <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
            {submitting ? contactCopy.submitting : contactCopy.submit}
          </Button>
          <small>{contactCopy.submitNote}</small>
        </Actions>
      </Form>
    </Panel>
  );
}

const Panel = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.text.xl};
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

/** The thank-you card: what was promised (the exact success message) and what happens next. */
const Sent = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgElevated};
  box-shadow: ${({ theme }) => theme.shadow.card};
  outline: none;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.text.xl};
  }
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.text.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  h3 {
    margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

