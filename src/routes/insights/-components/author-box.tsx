import styled from 'styled-components';
import { authorByName, insightsCopy, type Article } from '#src/content/articles';
import { theme } from '#src/styles/tokens';

/** About the author: portrait, name, role and a short bio. */
export function AuthorBox({ author }: { author: Article['author'] }) {
  const details = authorByName(author.name);
  return (
    <Box aria-labelledby="author-box-title">
      <img src={author.image} alt={`Portrait of ${author.name}`} width="96" height="96" loading="lazy" decoding="async" />
      <div>
        <Label>{insightsCopy.article.by}</Label>
        <h2 id="author-box-title">{author.name}</h2>
        <Role>{author.role}</Role>
        {details ? <p>{details.bio}</p> : null}
      </div>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${theme.space[5]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 96px minmax(0, 1fr);
  }
  img {
    border-radius: 50%;
  }
  h2 {
    margin: 0;
    font-size: ${theme.text.xl};
  }
  p {
    margin: ${theme.space[3]} 0 0;
    color: ${theme.color.textMuted};
  }
`;

const Label = styled.p`
  && {
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.text.xs};
    color: ${theme.color.accentText};
  }
`;

const Role = styled.p`
  && {
    margin: ${theme.space[1]} 0 0;
    font-size: ${theme.text.sm};
    color: ${theme.color.textSubtle};
  }
`;
