import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { site } from '../../../content/site';
import { showRange } from '../../../content/typography';

/** The aside next to the contact form: direct lines, hours and the faster routes. */
export function ContactDetails() {
  return (
    <Aside aria-labelledby="contact-direct">
      <h2 id="contact-direct">Talk to a producer directly</h2>
      <List>
        <li>
          <Icon name="mail" />
          <span>
            <Label>Email</Label>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <Label>Phone</Label>
            <a href={site.phoneHref}>{site.phone}</a>
          </span>
        </li>
        <li>
          <Icon name="map" />
          <span>
            <Label>Studio</Label>
            <address>
              {site.address.street}
              <br />
              {site.address.city}, {site.address.region} {site.address.postalCode}
            </address>
          </span>
        </li>
        <li>
          <Icon name="clock" />
          <span>
            <Label>Office hours</Label>
            {showRange(site.officeHours)}
          </span>
        </li>
      </List>
      <Note>
        <strong>24-hour response.</strong> Every message is read by a producer, not a ticket queue. You will hear back within one
        working day with questions, options and a realistic timeline.
      </Note>
      <Faster>
        <p>Prefer to talk it through? Book a free 30-minute consultation.</p>
        <ButtonLink to="/schedule-consultation" $variant="secondary">
          Schedule a consultation
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
  h2 {
    font-size: ${({ theme }) => theme.text.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[5]} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: ${({ theme }) => theme.space[3]};
    align-items: start;
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  span {
    display: grid;
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    width: fit-content;
  }
  a:hover {
    text-decoration: underline;
  }
  address {
    font-style: normal;
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textSubtle};
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
