import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FieldRow as Row, FormActions as Actions, FormGrid as Form, FormStatus } from '../../../components/forms/form-layout';
import { contactFormMachine } from '../../../../machines/contact-form.machine';
import { HoneypotWrap, SelectField, TextAreaField, TextField } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { budgetOptions, contactCopy, serviceOptions } from '../../../content/contact';
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
    return (
      <Panel>
        <Status ref={statusRef} tabIndex={-1} role="status" data-tone="success">
          <h2>Message sent</h2>
          <p>{contactCopy.success}</p>
        </Status>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            send({ type: 'contact.reset' });
            void navigate({ to: '/contact', search: {}, replace: true, resetScroll: false });
          }}
        >
          Send another message
        </Button>
      </Panel>
    );
  }

  return (
    <Panel>
      <h2 id="contact-form-title">Tell us about your project</h2>
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
          <label htmlFor="bot-field">Leave this field empty</label>
          <input id="bot-field" type="text" tabIndex={-1} autoComplete="off" {...register('bot-field')} />
        </HoneypotWrap>
        {failed ? (
          <Status ref={statusRef} tabIndex={-1} role="alert" data-tone="error">
            <p>{contactCopy.error(site.email)}</p>
          </Status>
        ) : null}
        <Row>
          <TextField id="contact-name" label="Name" autoComplete="name" required error={fieldError('name')} {...register('name')} />
          <TextField id="contact-email" label="Email" type="email" autoComplete="email" required error={fieldError('email')} {...register('email')} />
        </Row>
        <TextField id="contact-company" label="Company" optional autoComplete="organization" error={fieldError('company')} {...register('company')} />
        <Row>
          <SelectField
            id="contact-budget"
            label="Budget"
            required
            placeholder="Select a budget range"
            options={budgetOptions}
            error={fieldError('budget')}
            {...register('budget')}
          />
          <SelectField
            id="contact-service"
            label="Service"
            required
            placeholder="Select a service"
            options={serviceOptions}
            error={fieldError('service')}
            {...register('service')}
          />
        </Row>
        <TextAreaField
          id="contact-message"
          label="Message"
          rows={5}
          required
          placeholder="What are you making, who is it for, and when do you need it?"
          error={fieldError('message')}
          {...register('message')}
        />
        <Actions>
          <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
            {submitting ? contactCopy.submitting : contactCopy.submit}
          </Button>
          <small>We reply within 24 hours. No mailing lists.</small>
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

const Status = styled(FormStatus)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.text.xl};
  }
`;
