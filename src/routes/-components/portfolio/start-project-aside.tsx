import styled from 'styled-components';
import { Icon } from '../../../components/ui/icon';
import { portfolioCopy } from '../../../content/portfolio';
import { site } from '../../../content/site';
import { showRange } from '../../../content/typography';

const copy = portfolioCopy.form;

/** Contact details and the 24-hour reply promise beside the portfolio form. */
export function StartProjectAside() {
  return (
    <Aside aria-labelledby="portfolio-contact-title">
      <h3 id="portfolio-contact-title">{copy.contactHeading}</h3>
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
              {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
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
      <ReplyPromise>
        <Icon name="bolt" />
        <span>
          <strong>{copy.replyPromise}</strong>
          {copy.replyText}
        </span>
      </ReplyPromise>
    </Aside>
  );
}

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: ${({ theme }) => theme.space[3]};
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

const ReplyPromise = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.warm} 40%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.color.warm} 8%, transparent);
  color: ${({ theme }) => theme.color.textMuted};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.warm};
  }
  span {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;
