import styled from 'styled-components';
import type { ServiceBlock } from '#src/content/types';
import { CheckList } from '#src/components/ui/check-list';
import { Icon } from '#src/components/ui/icon';
import { ThemedArt } from '#src/components/media/themed-art';
import { theme } from '#src/styles/tokens';

/** Image-led cards in a two-column grid (studio rooms): image, title, description, short feature list. */
export function MediaCardGrid({ items }: { items: readonly ServiceBlock[] }) {
  return (
    <Grid>
      {items.map((item) => (
        <Card key={item.title}>
          <ThemedArt dark={item.image} light={item.imageLight} alt={item.imageAlt} width={1200} height={900} />
          <Body>
            <Heading>
              <Icon name={item.icon} size={22} />
              <h3>{item.title}</h3>
            </Heading>
            <p>{item.description}</p>
            <CheckList items={item.features} label={`${item.title}: equipment and uses`} />
          </Body>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-bottom: 1px solid ${theme.color.border};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  > p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.color.accentText};
  h3 {
    margin: 0;
    color: ${theme.color.text};
    font-size: ${theme.text.xl};
  }
`;
