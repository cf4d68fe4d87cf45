import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import type { formMachine } from '#machines/form.machine';
import { SelectField, TextAreaField, TextField } from '#src/components/forms/field';
import { FieldRow as Row, FormGrid as Form, FormStatus, SubmitActions } from '#src/components/forms/form-layout';
import { Honeypot } from '#src/components/forms/honeypot';
import { FormStatusMessage } from '#src/components/forms/status-message';
import { useFormFlow } from '#src/components/forms/use-form-flow';
import { Button } from '#src/components/ui/button';
import { formFailureMessage } from '#src/content/form-messages';
import { portfolioCopy, projectTypeOptions } from '#src/content/portfolio';
import { leadSchema, type LeadInput } from '#src/forms/lead';
import { theme } from '#src/styles/tokens';

const copy = portfolioCopy.form;

/**
 * The portfolio's "Start Your Project" form: react-hook-form validates with
 * the shared lead schema; the form machine posts it to /api/leads (source
 * 'portfolio') and owns submitting, success and failure (useFormFlow).
 */
export function StartProjectForm({ machine }: { machine?: typeof formMachine }) {
  const flow = useFormFlow<LeadInput>({
    form: 'lead',
    resolver: yupResolver(leadSchema),
    defaultValues: { source: 'portfolio', page: '/portfolio', name: '', email: '', company: '', service: '', message: '', 'bot-field': '' },
    toData: (values) => values,
    machine,
  });
  const { register, fieldError } = flow;

  if (flow.succeeded) {
    return (
      <Panel>
        <FormStatusMessage tone="success" container={Status}>
          <h3>{copy.successTitle}</h3>
          <p>{copy.success}</p>
        </FormStatusMessage>
        <Button type="button" $variant="secondary" onClick={flow.sendAnother}>
          {copy.another}
        </Button>
      </Panel>
    );
  }

  return (
    <Panel>
      <Form ref={flow.formRef} aria-label={copy.heading} onSubmit={flow.onSubmit}>
        <Honeypot id="portfolio-bot-field" {...register('bot-field')} />
        {flow.failed ? (
          <FormStatusMessage tone="error" container={Status}>
            <p>{formFailureMessage(flow.error, { failed: copy.error })}</p>
          </FormStatusMessage>
        ) : null}
        <Row>
          <TextField id="portfolio-name" label={copy.name} autoComplete="name" required error={fieldError('name')} {...register('name')} />
          <TextField
            id="portfolio-email"
            label={copy.email}
            type="email"
            autoComplete="email"
            required
            error={fieldError('email')}
            {...register('email')}
          />
        </Row>
        <Row>
          <TextField
            id="portfolio-company"
            label={copy.company}
            optional
            autoComplete="organization"
            error={fieldError('company')}
            {...register('company')}
          />
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
        <SubmitActions submitting={flow.submitting} label={copy.submit} submittingLabel={copy.submitting} note={copy.promise} />
      </Form>
    </Panel>
  );
}

const Panel = styled.div`
  padding: clamp(1.25rem, 0.8rem + 2vw, 2.5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const Status = styled(FormStatus)`
  h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.text.xl};
  }
`;
