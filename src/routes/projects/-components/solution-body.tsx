import styled from 'styled-components';
import { StepList } from '../../../components/ui/step-list';
import type { Step } from '../../../content/types';

/** A solution write-up: two or three paragraphs beside the numbered approach. */
export function SolutionBody({ paragraphs, steps }: { paragraphs: readonly string[]; steps: readonly Step[] }) {
  return (
    <Layout>
      <Text>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Text>
      <StepList steps={steps} />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 46rem;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.text.lg};
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.65;
  }
`;
