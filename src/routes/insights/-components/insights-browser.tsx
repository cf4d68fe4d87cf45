import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { hasMoreToShow, loadMoreMachine } from '#machines/load-more.machine';
import { Button } from '#src/components/ui/button';
import {
  articles,
  categoryFromSlug,
  categorySlug,
  distinctCategories,
  filterArticles,
  insightsCopy as copy,
  sortByDate,
} from '#src/content/articles';
import { inspect } from '#src/inspect';
import { ArticleCard } from './article-card';
import { ListHeading, ResultCount, ResultList } from '#src/components/ui/result-list';
import { theme } from '#src/styles/tokens';

const ordered = sortByDate(articles);
const categoryOptions = distinctCategories(ordered);

type Filters = { q?: string; category?: string };

type Props = Filters & {
  /** Write the filters to the URL. */
  onChange: (filters: Filters) => void;
};

/**
 * The article list: text search over title and excerpt, a category
 * dropdown (All Categories plus the distinct categories), the cards, an
 * empty state and 'Load More Articles' (loadMore machine). The filters are
 * in the URL; the fields keep their own text so typing never lags.
 */
export function InsightsBrowser({ q, category, onChange }: Props) {
  const [text, setText] = useState(q ?? '');
  const [slug, setSlug] = useState(category ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  // The URL changed by itself (a shared link, back/forward, clearing): follow it.
  useEffect(() => {
    if (typeof document === 'undefined' || document.activeElement !== inputRef.current) setText(q ?? '');
  }, [q]);
  useEffect(() => setSlug(category ?? ''), [category]);

  const active = categoryFromSlug(slug) ?? null;
  const results = filterArticles(ordered, { query: text, category: active });

  const [state, send] = useMachine(loadMoreMachine, { input: { pageSize: copy.pageSize, total: results.length }, inspect });
  useEffect(() => {
    send({ type: 'list.reset', total: results.length });
  }, [results.length, text, slug, send]);
  const visible = results.slice(0, state.context.visible);

  // After "Load More", focus moves to the first newly shown article.
  const listRef = useRef<HTMLUListElement>(null);
  const revealFrom = useRef<number | null>(null);
  useEffect(() => {
    if (revealFrom.current === null) return;
    const link = listRef.current?.children[revealFrom.current]?.querySelector<HTMLElement>('h3 a');
    revealFrom.current = null;
    link?.focus();
  }, [state.context.visible]);

  const update = (next: { text?: string; slug?: string }) => {
    const nextText = next.text ?? text;
    const nextSlug = next.slug ?? slug;
    onChange({ q: nextText.trim() ? nextText : undefined, category: nextSlug || undefined });
  };

  return (
    <Wrap>
      <ListHeading id="insights-list-title">{copy.list.heading}</ListHeading>
      <Toolbar role="search" aria-label="Filter articles" onSubmit={(event) => event.preventDefault()}>
        <Field>
          <label htmlFor="insights-search">{copy.searchLabel}</label>
          <input
            ref={inputRef}
            id="insights-search"
            type="search"
            value={text}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              update({ text: event.target.value });
            }}
          />
        </Field>
        <Field>
          <label htmlFor="insights-category">{copy.categoryLabel}</label>
          <select
            id="insights-category"
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              update({ slug: event.target.value });
            }}
          >
            <option value="">{copy.allCategories}</option>
            {categoryOptions.map((c) => (
              <option key={c} value={categorySlug(c)}>
                {c}
              </option>
            ))}
          </select>
        </Field>
      </Toolbar>
      <ResultCount role="status" aria-live="polite">
        {copy.count(visible.length, results.length)}
      </ResultCount>
      {results.length === 0 ? (
        <Empty>
          <h3>{copy.empty.heading}</h3>
          <p>{copy.empty.text}</p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setText('');
              setSlug('');
              onChange({});
              inputRef.current?.focus();
            }}
          >
            {copy.empty.reset}
          </Button>
        </Empty>
      ) : (
        <ResultList ref={listRef}>
          {visible.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </ResultList>
      )}
      {hasMoreToShow(state.context) ? (
        <More>
          <Button
            type="button"
            $variant="secondary"
            $size="lg"
            onClick={() => {
              revealFrom.current = state.context.visible;
              send({ type: 'list.loadMore' });
            }}
          >
            {copy.loadMore}
          </Button>
        </More>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
`;

const Toolbar = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  label {
    font-size: ${theme.text.sm};
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    min-height: 3rem;
    padding: 0.75rem 1rem;
    border-radius: 12px;
    border: 1px solid ${theme.color.borderStrong};
    background: ${theme.color.bgElevated};
    font-size: 1rem;
  }
  input:focus-visible,
  select:focus-visible {
    outline: none;
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.color.accent} 30%, transparent);
  }
`;

const Empty = styled.div`
  padding: clamp(2rem, 1rem + 4vw, 4rem);
  border-radius: ${theme.radius.lg};
  border: 1px dashed ${theme.color.borderStrong};
  text-align: center;
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.textMuted};
    margin: ${theme.space[3]} 0 ${theme.space[5]};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[7]};
`;
