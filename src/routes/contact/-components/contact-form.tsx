import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { formMachine } from '#machines/form.machine';
import { TextAreaField, SelectField, TextField } from '#src/components/forms/field';
import { FieldRow as Row, FormActions as Actions, FormGrid as Form, SubmitActions } from '#src/components/forms/form-layout';
import { Honeypot } from '#src/components/forms/honeypot';
import { FormStatusMessage } from '#src/components/forms/status-message';
import { useFormFlow } from '#src/components/forms/use-form-flow';
import { Button, ButtonLink } from '#src/components/ui/button';
import { NextSteps } from '#src/components/blocks/next-steps';
import { SuccessBadge } from '#src/components/ui/success-badge';
import { budgetOptions, contactCopy, contactFields, serviceOptions } from '#src/content/contact';
import { formFailureMessage } from '#src/content/form-messages';
import { site } from '#src/content/site';
import { contactSchema, type ContactInput } from '#src/forms/contact';
import { theme } from '#src/styles/tokens';

const failureTexts = { failed: contactCopy.error(site.email), invalid: contactCopy.error(site.email) };

/**
 * The contact form. It is a real HTML form posting to /contact (works with
 * JavaScript off); once hydrated, react-hook-form validates with the shared
 * schema and the form machine sends it as JSON (useFormFlow).
 */
export function ContactForm({
  arrivedSubmitted,
  machine,
}: {
  arrivedSubmitted: boolean;
  /** Tests pass the machine with a provided `submitForm` actor. */
  machine?: typeof formMachine;
}) {
  const navigate = useNavigate();
  // The thank-you variant has its own address, so a reload keeps it.
  const showSent = useCallback(
    () => void navigate({ to: '/contact', search: { success: true }, replace: true, resetScroll: false }),
    [navigate],
  );
  const flow = useFormFlow<ContactInput>({
    form: 'contact',
    resolver: yupResolver(contactSchema),
    defaultValues: {
      'form-name': 'contact',
      'bot-field': '',
      name: '',
      email: '',
      company: '',
      budget: undefined,
      service: undefined,
      message: '',
    },
    toData: (values) => values,
    submitted: arrivedSubmitted,
    onSent: showSent,
    machine,
  });
  const { register, fieldError } = flow;

  if (flow.succeeded) {
    const sent = contactCopy.sent;
    return (
      <Panel>
        <FormStatusMessage tone="success" container={Sent}>
          <SuccessBadge />
          <h2>{sent.title}</h2>
          <p>{contactCopy.success}</p>
          <h3>{sent.nextTitle}</h3>
          <NextSteps steps={sent.next} />
        </FormStatusMessage>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              flow.sendAnother();
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
      <Form ref={flow.formRef} name="contact" method="post" action="/contact" aria-labelledby="contact-form-title" onSubmit={flow.onSubmit}>
        <input type="hidden" value="contact" {...register('form-name')} />
        <Honeypot id="bot-field" {...register('bot-field')} />
        {flow.failed ? (
          <FormStatusMessage tone="error">
            <p>{formFailureMessage(flow.error, failureTexts)}</p>
          </FormStatusMessage>
        ) : null}
        <Row>
          <TextField
            id="contact-name"
            label={contactFields.name.label}
            autoComplete="name"
            required
            error={fieldError('name')}
            {...register('name')}
          />
          <TextField
            id="contact-email"
            label={contactFields.email.label}
            type="email"
            autoComplete="email"
            required
            error={fieldError('email')}
            {...register('email')}
          />
        </Row>
        <TextField
          id="contact-company"
          label={contactFields.company.label}
          optional
          autoComplete="organization"
          error={fieldError('company')}
          {...register('company')}
        />
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
        <SubmitActions
          submitting={flow.submitting}
          label={contactCopy.submit}
          submittingLabel={contactCopy.submitting}
          note={contactCopy.submitNote}
        />
      </Form>
    </Panel>
  );
}

const Panel = styled.div`
  h2 {
    font-size: ${theme.text.xl};
    margin-bottom: ${theme.space[5]};
  }
`;

/** The thank-you card: what was promised (the exact success message) and what happens next. */
const Sent = styled.div`
  margin-bottom: ${theme.space[6]};
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  box-shadow: ${theme.shadow.card};
  outline: none;
  h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.text.xl};
  }
  > p {
    margin: 0;
    font-size: ${theme.text.lg};
    color: ${theme.color.textMuted};
  }
  h3 {
    margin: ${theme.space[6]} 0 ${theme.space[3]};
    padding-top: ${theme.space[5]};
    border-top: 1px solid ${theme.color.border};
    font-size: ${theme.text.sm};
    color: ${theme.color.textSubtle};
  }
`;
