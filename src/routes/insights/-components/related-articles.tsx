import styled from 'styled-components';
import { insightsCopy, type Article } from '#src/content/articles';
import { ArticleCard } from './article-card';
import { theme } from '#src/styles/tokens';

/** Up to three related articles (same category or a shared tag). */
export function RelatedArticles({ items }: { items: readonly Article[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" data-testid="related-articles">
      <h2 id="related-title">{insightsCopy.article.related}</h2>
      <Grid>
        {items.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
