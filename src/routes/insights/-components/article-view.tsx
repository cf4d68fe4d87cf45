import styled from 'styled-components';
import { showRange } from '#src/content/typography';
import { ArticlePicture } from './article-picture';
import { MarkdownHtml } from '#src/components/markdown/markdown';
import { BackLink } from '#src/components/ui/back-link';
import { ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { CtaBand } from '#src/components/blocks/cta-band';
import { articles, formatLongDate, insightsCopy, relatedArticles, type Article } from '#src/content/articles';
import { absoluteUrl } from '#src/seo/site-url';
import { CategoryPill } from '#src/components/ui/card-frame';
import { AuthorBox } from './author-box';
import { RelatedArticles } from './related-articles';
import { ShareButtons } from './share-buttons';
import { theme } from '#src/styles/tokens';

const copy = insightsCopy.article;

/** A found article: hero, body (HTML rendered from its markdown at build time), tags, share rail, author box, related articles. */
export function ArticleView({ article, html }: { article: Article; html: string }) {
  const related = relatedArticles(article, articles);
  const url = absoluteUrl(`/insights/${article.slug}`);
  return (
    <article>
      <Hero>
        <Container>
          <Lede>
            <BackLink to="/insights" label={copy.back} />
            <Meta>
              <CategoryPill>{article.category}</CategoryPill>
              <span>{article.readTime}</span>
            </Meta>
            <h1>{article.title}</h1>
            <Excerpt>{showRange(article.excerpt)}</Excerpt>
            <Byline>
              <img src={article.author.image} alt="" width="48" height="48" decoding="async" />
              <span>
                <strong>{article.author.name}</strong>
                <span>{article.author.role}</span>
              </span>
              <Sep aria-hidden="true" />
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </Byline>
          </Lede>
          <Figure>
            <ArticlePicture image={article.image} priority sizes="(min-width: 80rem) 1200px, 100vw" />
          </Figure>
        </Container>
      </Hero>
      <Container>
        <Layout>
          <ShareSlot>
            <ShareButtons url={url} title={article.title} />
          </ShareSlot>
          <Main>
            <MarkdownHtml html={html} />
            <Tags aria-label={copy.tagsLabel}>
              {article.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </Tags>
            <AuthorBox author={article.author} />
          </Main>
        </Layout>
        <Related>
          <RelatedArticles items={related} />
        </Related>
      </Container>
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText}>
        <ButtonLink to="/contact" $size="lg">
          {copy.ctaLabel}
        </ButtonLink>
        <ButtonLink to="/insights" $variant="secondary" $size="lg">
          {copy.back}
        </ButtonLink>
      </CtaBand>
    </article>
  );
}

/*
 * The reading column: a share rail, a gap and the text, centred in the container. The hero's words start where
 * the text starts, so title, lead and body hang from one edge and only the picture spans the container.
 */
const railWidth = '6rem';
const railGap = theme.space[8];
const textWidth = '46rem';
const textStart = `calc((100% - (${railWidth} + ${railGap} + ${textWidth})) / 2 + ${railWidth} + ${railGap})`;

const Hero = styled.header`
  padding: calc(${theme.layout.header} + clamp(2rem, 1rem + 4vw, 5rem)) 0 0;
  h1 {
    max-width: 22ch;
    font-size: clamp(2.25rem, 1.6rem + 3vw, 4.25rem);
    margin: ${theme.space[4]} 0 0;
  }
`;

/** The back link, label, title, lead and byline: on wide screens they start where the text starts. */
const Lede = styled.div`
  @media (min-width: ${theme.breakpoint.lg}) {
    margin-inline-start: ${textStart};
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;

const Excerpt = styled.p`
  max-width: 44rem;
  margin: ${theme.space[5]} 0 0;
  font-size: ${theme.text.lg};
  color: ${theme.color.textMuted};
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin: ${theme.space[6]} 0 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
  img {
    border-radius: 50%;
  }
  > span {
    display: grid;
  }
  strong {
    color: ${theme.color.text};
  }
`;

/* The divider only stands between author and date on one line; when the date wraps below it is not drawn. */
const Sep = styled.span`
  width: 1px;
  height: 2rem;
  margin-inline: ${theme.space[2]};
  background: ${theme.color.border};
  @media (max-width: 39.99em) {
    display: none;
  }
`;

const Figure = styled.figure`
  margin: ${theme.space[7]} 0 0;
  overflow: hidden;
  aspect-ratio: 1200 / 630;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.media};
  border: 1px solid ${theme.color.border};
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

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  padding-block: ${theme.space[8]} ${theme.space[7]};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: ${railWidth} minmax(0, ${textWidth});
    justify-content: center;
    gap: ${railGap};
  }
`;

const ShareSlot = styled.div`
  order: 2;
  @media (min-width: ${theme.breakpoint.lg}) {
    order: 0;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  min-width: 0;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.3rem 0.8rem;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.border};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
`;

const Related = styled.div`
  padding-block: ${theme.space[7]} 0;
  border-top: 1px solid ${theme.color.border};
  h2 {
    font-size: ${theme.text.h2};
  }
`;
