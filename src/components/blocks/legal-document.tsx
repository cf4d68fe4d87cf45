import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import {
  cookieCategoryTable,
  externalServiceTable,
  type LegalBlock,
  type LegalDocument as LegalDoc,
  type LegalTable,
} from '#src/content/legal';
import { site } from '#src/content/site';
import { openCookieSettings } from '#src/components/layout/cookie-settings-bridge';
import { MarkdownHtml } from '#src/components/markdown/markdown';
import { Button } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { Icon } from '#src/components/ui/icon';
import { Toc } from './toc';
import { theme } from '#src/styles/tokens';

/**
 * A legal document: summary, table of contents, then numbered sections whose
 * h2 headings carry anchors (#id) and a visible link to themselves. The document comes from
 * content/legal/<page>.md (`virtual:legal/<page>`): paragraphs and lists arrive as HTML rendered
 * at build time; tables, the contact card, the cookie categories, the table of other hosts and the
 * cookie settings button are rendered here.
 */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <Wrap>
      <Container>
        <Layout>
          <Aside>
            <Toc items={doc.sections} label="Contents" />
            <Related aria-label="Related policies">
              {doc.related.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </Related>
          </Aside>
          <Body>
            <Summary>{doc.summary}</Summary>
            {doc.sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <SectionHead>
                  <h2 id={section.id}>
                    <Num aria-hidden="true">{String(index + 1).padStart(2, '0')}</Num>
                    {section.title}
                  </h2>
                  <Anchor href={`#${section.id}`} aria-label={`Link to this section: ${section.title}`}>
                    #
                  </Anchor>
                </SectionHead>
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </section>
            ))}
          </Body>
        </Layout>
      </Container>
    </Wrap>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'html':
      return <MarkdownHtml html={block.html} plain />;
    case 'table':
      return <Table table={block} />;
    case 'cookieCategories':
      return <Table table={cookieCategoryTable} />;
    case 'externalServices':
      return <Table table={externalServiceTable} />;
    case 'contact':
      return (
        <ContactCard>
          <strong>{site.name}</strong>
          <ul>
            <li>
              <Icon name="mail" size={18} />
              <span>
                Email: <a href={`mailto:${site.email}`}>{site.email}</a>
              </span>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <span>
                Phone: <a href={site.phoneHref}>{site.phone}</a>
              </span>
            </li>
            <li>
              <Icon name="map" size={18} />
              <span>
                Post: {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}, United States
              </span>
            </li>
          </ul>
        </ContactCard>
      );
    case 'cookieSettings':
      return (
        <SettingsRow>
          <p dangerouslySetInnerHTML={{ __html: block.html }} />
          <Button type="button" $variant="secondary" onClick={openCookieSettings}>
            Cookie Settings
          </Button>
        </SettingsRow>
      );
  }
}

function Table({ table }: { table: LegalTable }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={table.caption}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const Wrap = styled.div`
  padding-block: clamp(3rem, 2rem + 4vw, 6rem) ${theme.space.section};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[7]};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 18rem minmax(0, 1fr);
    gap: clamp(3rem, 1rem + 4vw, 6rem);
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
  @media (min-width: ${theme.breakpoint.lg}) {
    position: sticky;
    top: calc(${theme.layout.header} + 1.5rem);
    max-height: calc(100vh - ${theme.layout.header} - 3rem);
    overflow-y: auto;
  }
`;

const Related = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  padding-inline: ${theme.space[5]};
  font-size: ${theme.text.sm};
  a {
    color: ${theme.color.accentText};
  }
`;

const Body = styled.article`
  max-width: 46rem;
  section {
    padding-top: ${theme.space[7]};
    margin-top: ${theme.space[7]};
    border-top: 1px solid ${theme.color.border};
  }
  p,
  li {
    color: ${theme.color.textMuted};
  }
  strong {
    color: ${theme.color.text};
  }
  ul {
    display: grid;
    gap: ${theme.space[3]};
    margin: 0 0 ${theme.space[4]};
    padding-left: 1.25rem;
  }
  li::marker {
    color: ${theme.color.accentText};
  }
  a {
    color: ${theme.color.accentText};
  }
`;

const Summary = styled.p`
  && {
    margin: 0;
    padding: ${theme.space[5]} ${theme.space[6]};
    border-left: 3px solid ${theme.color.accent};
    border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
    background: ${theme.color.surface};
    font-size: ${theme.text.lg};
    color: ${theme.color.text};
  }
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: ${theme.space[5]};
  h2 {
    display: flex;
    align-items: baseline;
    gap: 0.75rem;
    margin: 0;
    font-size: ${theme.text.xl};
  }
`;

const Num = styled.span`
  font-size: ${theme.text.sm};
  color: ${theme.color.accentText};
  letter-spacing: 0.08em;
`;

const Anchor = styled.a`
  && {
    font-size: ${theme.text.md};
    color: ${theme.color.textSubtle};
    text-decoration: none;
    opacity: 0;
    transition: opacity ${theme.motion.fast};
  }
  ${SectionHead}:hover > &,
  &:focus-visible {
    opacity: 1;
  }
  @media (hover: none) {
    && {
      opacity: 0.6;
    }
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 0 ${theme.space[5]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  table {
    width: 100%;
    min-width: 36rem;
    border-collapse: collapse;
    font-size: ${theme.text.sm};
  }
  caption {
    text-align: left;
    padding: ${theme.space[3]} ${theme.space[4]};
    font-weight: 600;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.border};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space[3]} ${theme.space[4]};
    border-bottom: 1px solid ${theme.color.border};
  }
  thead th {
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
  }
  tbody th {
    color: ${theme.color.text};
    font-weight: 600;
  }
  td {
    color: ${theme.color.textMuted};
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

const ContactCard = styled.address`
  font-style: normal;
  padding: ${theme.space[5]} ${theme.space[6]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  ul {
    list-style: none;
    padding: 0;
    margin: ${theme.space[4]} 0 0;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${theme.color.accentText};
  }
`;

const SettingsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.borderStrong};
  p {
    flex: 1 1 18rem;
    margin: 0;
  }
`;
