import { Link } from '@tanstack/react-router';
import { showRange } from '#src/content/typography';
import { cardFrame, CategoryPill } from '#src/components/ui/card-frame';
import { ArticlePicture } from './article-picture';
import styled from 'styled-components';
import { formatLongDate, insightsCopy, type Article } from '#src/content/articles';
import { theme } from '#src/styles/tokens';

/**
 * An article in a list: image, category, read time, title, excerpt, author, long date and Read more. `priority`: the
 * list's first card, whose picture is on the first screen (on a phone it is the largest thing there), loads at once.
 */
export function ArticleCard({
  article,
  headingLevel = 'h3',
  priority = false,
}: {
  article: Article;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <Card data-article={article.slug}>
      <Thumb>
        <ArticlePicture image={article.image} priority={priority} sizes="(min-width: 64rem) 33vw, 100vw" />
      </Thumb>
      <Body>
        <Meta>
          <CategoryPill>{article.category}</CategoryPill>
          <span>{article.readTime}</span>
        </Meta>
        <Heading>
          <Link to="/insights/$slug" params={{ slug: article.slug }}>
            {article.title}
          </Link>
        </Heading>
        <Excerpt>{showRange(article.excerpt)}</Excerpt>
        <Footer>
          <Author>
            <img src={article.author.image} alt="" width="36" height="36" loading="lazy" decoding="async" />
            <span>
              <strong>{article.author.name}</strong>
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </span>
          </Author>
          <Link className="read-more" to="/insights/$slug" params={{ slug: article.slug }}>
            {insightsCopy.readMore} <span className="visually-hidden">about {article.title}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </Footer>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  ${cardFrame}
  display: flex;
  flex-direction: column;
`;

const Thumb = styled.div`
  aspect-ratio: 1200 / 630;
  overflow: hidden;
  border-bottom: 1px solid ${theme.color.border};
  picture {
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background-size: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  h2,
  h3 {
    margin: 0;
    font-size: ${theme.text.h3};
    line-height: 1.25;
  }
  h2 a,
  h3 a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${theme.color.accentText};
  }
  .read-more {
    flex: none;
    font-weight: 600;
    font-size: ${theme.text.sm};
    color: ${theme.color.accentText};
    text-decoration: none;
  }
  .read-more:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: auto;
  padding-top: ${theme.space[3]};
`;

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
  img {
    border-radius: 50%;
  }
  span {
    display: grid;
  }
  strong {
    color: ${theme.color.text};
    font-size: ${theme.text.sm};
    font-weight: 600;
  }
`;
