import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '#src/components/ui/button';
import { Icon } from '#src/components/ui/icon';
import searchIndex from 'virtual:search-index';
import { searchCopy as copy, searchSite, type SearchEntry } from '#src/content/search-index';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

/**
 * The site search: a search field (also a plain GET form, so it works
 * before hydration) and the results as links with their section. With
 * `focusField` the field takes focus when the view appears.
 */
export function SearchView({ query, onQuery, focusField = false }: { query: string; onQuery: (q: string) => void; focusField?: boolean }) {
  const [text, setText] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusField) inputRef.current?.focus({ preventScroll: true });
  }, [focusField]);
  useEffect(() => {
    if (typeof document === 'undefined' || document.activeElement !== inputRef.current) setText(query);
  }, [query]);

  const trimmed = text.trim();
  const results = trimmed ? searchSite(trimmed, searchIndex) : [];

  return (
    <Wrap>
      <Form
        role="search"
        method="get"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          onQuery(text);
        }}
      >
        <label htmlFor="site-search">{copy.label}</label>
        <Row>
          <InputWrap>
            <Icon name="search" size={20} />
            <input
              ref={inputRef}
              id="site-search"
              name="q"
              type="search"
              value={text}
              placeholder={copy.placeholder}
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                onQuery(event.target.value);
              }}
            />
          </InputWrap>
          <Button type="submit" $size="lg">
            {copy.submit}
          </Button>
        </Row>
      </Form>

      <Status role="status" aria-live="polite">
        {trimmed ? (results.length ? copy.count(results.length, trimmed) : copy.empty.heading(trimmed)) : ''}
      </Status>

      {trimmed && results.length > 0 ? (
        <Results aria-label="Search results">
          {results.map((result) => (
            <li key={result.url}>
              <Section>{result.section}</Section>
              <ResultLink entry={result} />
              <p>{showRange(result.description)}</p>
            </li>
          ))}
        </Results>
      ) : (
        <Suggestions>
          {trimmed ? <p>{copy.empty.text}</p> : <h2>{copy.idle.heading}</h2>}
          <ul>
            {copy.suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </Suggestions>
      )}
    </Wrap>
  );
}

/** A result link: the index stores typed search params (`{ project: 9 }`), so the address is canonical (`?project=9`). */
function ResultLink({ entry }: { entry: SearchEntry }) {
  return (
    <Link to={entry.to as never} search={entry.search as never}>
      {showRange(entry.title)}
    </Link>
  );
}

/* The field keeps a reading measure; on wide screens the results fill the page in two columns (one column left the right half of the page empty), an odd last result across both. */
const Wrap = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  > * {
    max-width: 52rem;
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    > ol {
      max-width: none;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      ${oddLastSpans}
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space[2]};
  label {
    font-weight: 600;
    font-size: ${theme.text.sm};
  }
`;

/** Field and button side by side; stacked on a phone so the field keeps its full placeholder. */
const Row = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @media (min-width: ${theme.breakpoint.sm}) {
    display: flex;
  }
`;

const InputWrap = styled.div`
  position: relative;
  flex: 1;
  svg {
    position: absolute;
    left: 1rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.color.textSubtle};
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 3.5rem;
    padding: 0.75rem 1rem 0.75rem 3rem;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.borderStrong};
    background: ${theme.color.bgElevated};
    font-size: ${theme.text.md};
  }
  input:focus-visible {
    outline: none;
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.color.accent} 30%, transparent);
  }
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${theme.color.textMuted};
`;

const Results = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    align-content: start;
    gap: ${theme.space[1]};
    padding: ${theme.space[5]};
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    transition: border-color ${theme.motion.fast};
  }
  li:hover,
  li:focus-within {
    border-color: ${theme.color.borderStrong};
  }
  a {
    font-family: ${theme.font.display};
    font-size: ${theme.text.xl};
    font-weight: 600;
    line-height: 1.15;
    text-wrap: balance;
    color: ${theme.color.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
  a:hover {
    color: ${theme.color.accentText};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
  }
`;

const Section = styled.span`
  font-size: ${theme.text.xs};
  color: ${theme.color.accentText};
`;

const Suggestions = styled.div`
  h2 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: ${theme.space[4]} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 1.1rem;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.borderStrong};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.text};
  }
`;
