import styled from 'styled-components';
import type { ServiceBlock } from '#src/content/types';
import { CheckList } from '#src/components/ui/check-list';
import { IconBadge } from '#src/components/ui/icon';
import { ThemedArt } from '#src/components/media/themed-art';
import { theme } from '#src/styles/tokens';

/**
 * Service blocks (icon, title, description, feature list, image), one under
 * another with the image alternating sides on wide screens: the first block
 * has its image on the left, the second on the right, and so on. The text
 * always comes first in the reading order.
 */
export function ServiceBlocks({ blocks }: { blocks: readonly ServiceBlock[] }) {
  return (
    <List>
      {blocks.map((block, index) => {
        const side = index % 2 === 0 ? 'left' : 'right';
        return (
          <Block key={block.title} data-image-side={side} $imageSide={side}>
            <Text>
              <IconBadge name={block.icon} />
              <h3>{block.title}</h3>
              <p>{block.description}</p>
              <CheckList items={block.features} label={`${block.title}: what is included`} />
            </Text>
            <Figure>
              <ThemedArt dark={block.image} light={block.imageLight} alt={block.imageAlt} width={1200} height={900} />
            </Figure>
          </Block>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: clamp(3.5rem, 2rem + 5vw, 7rem);
`;

const Block = styled.article<{ $imageSide: 'left' | 'right' }>`
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: clamp(2.5rem, 1rem + 4vw, 5.5rem);
    > figure {
      order: ${({ $imageSide }) => ($imageSide === 'left' ? -1 : 1)};
    }
  }
`;

const Text = styled.div`
  h3 {
    font-size: ${theme.text.h2};
    margin: ${theme.space[5]} 0 ${theme.space[3]};
  }
  > p {
    font-size: ${theme.text.lg};
    color: ${theme.color.textMuted};
    margin-bottom: ${theme.space[5]};
  }
`;

const Figure = styled.figure`
  margin: 0;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  background: ${theme.color.surface};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;
