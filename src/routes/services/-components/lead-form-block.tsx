import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import type { formMachine } from '#machines/form.machine';
import { TextAreaField, TextField } from '#src/components/forms/field';
import { FieldRow, FormGrid, FormStatus, SubmitActions } from '#src/components/forms/form-layout';
import { Honeypot } from '#src/components/forms/honeypot';
import { FormStatusMessage } from '#src/components/forms/status-message';
import { useFormFlow } from '#src/components/forms/use-form-flow';
import { Button } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { onPoster } from '#src/components/media/on-poster';
import { Eyebrow, Lead, Section } from '#src/components/ui/section';
import { formFailureMessage } from '#src/content/form-messages';
import { leadFormCopy as copy } from '#src/content/lead-form';
import type { Picture } from '#src/content/media';
import { leadSchema } from '#src/forms/lead';
import { theme } from '#src/styles/tokens';

/** The fields a visitor fills in; source, service and page are added on submit. */
const formSchema = leadSchema.pick(['name', 'email', 'company', 'message', 'bot-field']);
type LeadFormValues = { name: string; email: string; company: string; message: string; 'bot-field': string };

type Props = {
  /** Anchor id of the block (the hero's call to action points here). */
  id: string;
  title: string;
  subtitle: string;
  buttonText: string;
  messageLabel: string;
  image: Picture;
  /** The service this form is on (sent as `service`). */
  service: string;
  serviceTitle: string;
  /** The page path (sent as `page`). */
  page: string;
  /** Tests pass the machine with a provided `submitForm` actor. */
  machine?: typeof formMachine;
};

/**
 * A service page's lead form block: title, subtitle, side image and a short
 * form (name, email, company, message). react-hook-form validates with the
 * shared lead schema; the form machine sends it to POST /api/leads with
 * source 'service-page' (useFormFlow) and shows success or the failure of its
 * kind (docs/product/forms.md).
 */
export function LeadFormBlock({ id, title, subtitle, buttonText, messageLabel, image, service, serviceTitle, page, machine }: Props) {
  const flow = useFormFlow<LeadFormValues>({
    form: 'lead',
    resolver: yupResolver(formSchema),
    defaultValues: { name: '', email: '', company: '', message: '', 'bot-field': '' },
    toData: (values) => ({ ...values, source: 'service-page', service, page }),
    machine,
  });
  const { register, fieldError } = flow;
  const prefix = `lead-${service}`;

  return (
    <Section id={id} aria-labelledby={`${prefix}-title`} data-lead-form={service}>
      <Container>
        <Panel>
          <Side aria-hidden="true">
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
            <SideNote>
              <strong>{copy.replyNote.value}</strong>
              <span>{copy.replyNote.label}</span>
            </SideNote>
          </Side>
          <Body>
            <Eyebrow>{serviceTitle}</Eyebrow>
            <h2 id={`${prefix}-title`}>{title}</h2>
            <Lead>{subtitle}</Lead>
            {flow.succeeded ? (
              <FormStatusMessage tone="success" container={Status}>
                <h3>{copy.successTitle}</h3>
                <p>{copy.success}</p>
                <Button type="button" $variant="secondary" onClick={flow.sendAnother}>
                  {copy.again}
                </Button>
              </FormStatusMessage>
            ) : (
              <Form noValidate aria-labelledby={`${prefix}-title`} onSubmit={flow.onSubmit}>
                <Honeypot id={`${prefix}-bot-field`} {...register('bot-field')} />
                {flow.failed ? (
                  <FormStatusMessage tone="error" container={Status}>
                    <p>{formFailureMessage(flow.error, { failed: copy.failed })}</p>
                  </FormStatusMessage>
                ) : null}
                <Row>
                  <TextField
                    id={`${prefix}-name`}
                    label={copy.fields.name}
                    autoComplete="name"
                    required
                    error={fieldError('name')}
                    {...register('name')}
                  />
                  <TextField
                    id={`${prefix}-email`}
                    label={copy.fields.email}
                    type="email"
                    autoComplete="email"
                    required
                    error={fieldError('email')}
                    {...register('email')}
                  />
                </Row>
                <TextField
                  id={`${prefix}-company`}
                  label={copy.fields.company}
                  optional
                  autoComplete="organization"
                  error={fieldError('company')}
                  {...register('company')}
                />
                <TextAreaField
                  id={`${prefix}-message`}
                  label={messageLabel}
                  optional
                  rows={4}
                  error={fieldError('message')}
                  {...register('message')}
                />
                <SubmitActions submitting={flow.submitting} label={buttonText} submittingLabel={copy.sending} note={copy.privacy} />
              </Form>
            )}
          </Body>
        </Panel>
      </Container>
    </Section>
  );
}

const Panel = styled.div`
  display: grid;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

const Side = styled.div`
  position: relative;
  min-height: 14rem;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/* Set on the dark picture, so it takes the dark colour set: a smoked-glass chip in both themes. */
const SideNote = styled.p`
  ${onPoster}
  color: ${theme.color.text};
  position: absolute;
  left: ${theme.space[5]};
  bottom: ${theme.space[5]};
  display: grid;
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.headerGlass};
  backdrop-filter: blur(10px);
  strong {
    font-family: ${theme.font.display};
    font-size: ${theme.text.xl};
  }
  span {
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
`;

const Body = styled.div`
  padding: clamp(1.75rem, 1rem + 3vw, 3.5rem);
  h2 {
    max-width: 20ch;
  }
`;

/** A denser grid than the contact page's: the block sits beside its picture. */
const Form = styled(FormGrid)`
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
`;

const Row = styled(FieldRow)`
  gap: ${theme.space[4]};
`;

const Status = styled(FormStatus)`
  &[data-tone='success'] {
    margin: ${theme.space[5]} 0 0;
  }
  h3 + p {
    margin-bottom: ${theme.space[4]};
  }
`;
