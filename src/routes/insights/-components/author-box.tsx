import styled from 'styled-components';
import { authorByName, insightsCopy, type Article } from '../../../content/articles';

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
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 96px minmax(0, 1fr);
  }
  img {
    border-radius: 50%;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.xl};
  }
  p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Label = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Role = styled.p`
  && {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;
