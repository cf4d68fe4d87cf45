import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { ContactLines } from '../../../components/ui/contact-lines';
import { contactCopy } from '../../../content/contact';
import { KeepHyphenated } from '../../../components/ui/keep-hyphenated';

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
        <p><KeepHyphenated text={copy.consultation} /></p>
        <ButtonLink to="/schedule-consultation" $variant="secondary">
          {copy.consultationButton}
        </ButtonLink>
      </Faster>
    </Aside>
  );
}

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgElevated};
  > ul {
    margin: ${({ theme }) => theme.space[5]} 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.text.xl};
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Faster = styled.div`
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
`;
