import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import type { formMachine } from '#machines/form.machine';
import { TextField } from '#src/components/forms/field';
import { Honeypot } from '#src/components/forms/honeypot';
import { FormStatusMessage } from '#src/components/forms/status-message';
import { useFormFlow } from '#src/components/forms/use-form-flow';
import { Button } from '#src/components/ui/button';
import { insightsCopy } from '#src/content/articles';
import { formFailureMessage } from '#src/content/form-messages';
import { newsletterSchema, type NewsletterInput } from '#src/forms/lead';
import { theme } from '#src/styles/tokens';

const copy = insightsCopy.newsletter;

/** Newsletter sign-up: email validated with the shared schema, POST /api/newsletter through the form machine (useFormFlow). */
export function NewsletterBox({ machine }: { machine?: typeof formMachine }) {
  const flow = useFormFlow<NewsletterInput>({
    form: 'newsletter',
    resolver: yupResolver(newsletterSchema),
    defaultValues: { email: '', page: '/insights', 'bot-field': '' },
    toData: (values) => values,
    machine,
  });
  const { register, fieldError } = flow;

  return (
    <Box aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">{copy.heading}</h2>
        <p>{copy.text}</p>
      </div>
      {flow.succeeded ? (
        <Done>
          <FormStatusMessage tone="success" container={Status}>
            {copy.success}
          </FormStatusMessage>
          <Button type="button" $variant="secondary" onClick={flow.sendAnother}>
            {copy.again}
          </Button>
        </Done>
      ) : (
        <Form ref={flow.formRef} aria-label={copy.heading} onSubmit={flow.onSubmit}>
          <Honeypot id="newsletter-bot-field" {...register('bot-field')} />
          <Row>
            <TextField
              id="newsletter-email"
              label={copy.label}
              type="email"
              autoComplete="email"
              placeholder={copy.placeholder}
              required
              error={fieldError('email')}
              {...register('email')}
            />
            <Button type="submit" $size="lg" disabled={flow.submitting} aria-disabled={flow.submitting}>
              {flow.submitting ? copy.submitting : copy.submit}
            </Button>
          </Row>
          {flow.failed ? (
            <FormStatusMessage tone="error" container={Status}>
              {formFailureMessage(flow.error, { failed: copy.error, invalid: fieldError('email') })}
            </FormStatusMessage>
          ) : null}
        </Form>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${theme.space[6]};
  align-items: end;
  padding: clamp(1.5rem, 1rem + 3vw, 3.5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background:
    radial-gradient(100% 140% at 100% 0%, ${theme.color.wash}, transparent 60%),
    ${theme.color.bgElevated};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
  h2 {
    font-size: ${theme.text.h2};
    margin: 0 0 ${theme.space[3]};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  align-items: end;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    > button {
      margin-top: 1.9rem;
    }
  }
`;

const Done = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: start;
`;

const Status = styled.p`
  && {
    margin: 0;
    padding: ${theme.space[4]};
    border-radius: ${theme.radius.md};
    border: 1px solid;
    outline: none;
    color: ${theme.color.text};
  }
  &[data-tone='success'] {
    border-color: color-mix(in srgb, ${theme.color.success} 50%, transparent);
    background: color-mix(in srgb, ${theme.color.success} 10%, transparent);
  }
  &[data-tone='error'] {
    border-color: color-mix(in srgb, ${theme.color.danger} 50%, transparent);
    background: color-mix(in srgb, ${theme.color.danger} 10%, transparent);
  }
`;
