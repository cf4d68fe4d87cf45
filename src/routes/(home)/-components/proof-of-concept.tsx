import { Fragment } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { StatsRow } from '#src/components/blocks/stats-row';
import { home } from '#src/content/home';
import { site } from '#src/content/site';
import { HomeSection } from './home-section';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

/** Proof of concept: the same brief produced traditionally and with the studio's pipeline. */
export function ProofOfConcept() {
  const copy = home.proofOfConcept;
  return (
    <HomeSection id="proof-of-concept" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} tone="raised">
      <TableWrap role="region" aria-label={`Traditional production compared with ${site.name}`} tabIndex={0}>
        <Table>
          <caption className="visually-hidden">Traditional production compared with {site.name}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Traditional production</th>
              <th scope="col" data-ours>
                {site.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {copy.comparisons.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{breakable(row.traditional)}</td>
                <td data-ours>{breakable(row.ours)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Results>
        <StatsRow stats={copy.results} label="Results" />
        <ButtonLink to={copy.link.to} $variant="secondary">
          {copy.link.label}
        </ButtonLink>
      </Results>
    </HomeSection>
  );
}

/** A range like "$50,000–$200,000" is set with an en dash and may wrap after it on a narrow screen. */
function breakable(text: string) {
  return showRange(text)
    .split('\u2013')
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? (
          <>
            {'\u2013'}
            <wbr />
          </>
        ) : null}
        {part}
      </Fragment>
    ));
}

const TableWrap = styled.div`
  overflow-x: auto;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space[3]};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.color.border};
    @media (min-width: ${theme.breakpoint.sm}) {
      padding: ${theme.space[4]} ${theme.space[5]};
    }
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  thead th {
    text-align: left;
    font-size: ${theme.text.xs};
    color: ${theme.color.textMuted};
  }
  tbody th {
    font-weight: 500;
    color: ${theme.color.textMuted};
  }
  tbody th {
    font-size: ${theme.text.sm};
  }
  tbody td {
    font-variant-numeric: tabular-nums;
    font-size: ${theme.text.sm};
    @media (min-width: ${theme.breakpoint.sm}) {
      font-size: ${theme.text.lg};
    }
    color: ${theme.color.textSubtle};
    text-decoration: line-through;
    text-decoration-color: ${theme.color.borderStrong};
  }
  [data-ours] {
    background: color-mix(in srgb, ${theme.color.accent} 10%, transparent);
  }
  thead th[data-ours] {
    color: ${theme.color.accentText};
  }
  tbody td[data-ours] {
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Results = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[7]};
  justify-items: start;
  > dl {
    width: 100%;
  }
`;
