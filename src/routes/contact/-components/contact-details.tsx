import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { ContactLines } from '#src/components/blocks/contact-lines';
import { contactCopy } from '#src/content/contact';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';

const copy = contactCopy.aside;

/** The aside next to the contact form: direct lines, hours and the faster routes. */
export function ContactDetails() {
  return (
    <Aside aria-labelledby="contact-direct">
      <h2 id="contact-direct">{copy.heading}</h2>
      <ContactLines />
      <Note>
        <strong>{copy.promise}</strong> {copy.promiseText}
      </Note>
      <Faster>
        <p>
          <KeepHyphenated text={copy.consultation} />
        </p>
        <ButtonLink to="/schedule-consultation" $variant="secondary">
          {copy.consultationButton}
        </ButtonLink>
      </Faster>
    </Aside>
  );
}

const Aside = styled.aside`
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  > ul {
    margin: ${theme.space[5]} 0;
  }
  h2 {
    font-size: ${theme.text.xl};
  }
`;

const Note = styled.p`
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
  strong {
    color: ${theme.color.text};
  }
`;

const Faster = styled.div`
  p {
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
  }
`;
