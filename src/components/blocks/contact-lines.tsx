import styled from 'styled-components';
import { site } from '#src/content/site';
import { showRange } from '#src/content/typography';
import { Icon } from '#src/components/ui/icon';
import { theme } from '#src/styles/tokens';

/**
 * The studio's direct lines (email, phone, studio address, office hours) as an icon list, for the
 * asides beside the contact form and the portfolio's project form.
 */
export function ContactLines() {
  return (
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
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: ${theme.space[3]};
    align-items: start;
    color: ${theme.color.textMuted};
  }
  svg {
    color: ${theme.color.accentText};
  }
  span {
    display: grid;
  }
  a {
    color: ${theme.color.text};
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
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;
