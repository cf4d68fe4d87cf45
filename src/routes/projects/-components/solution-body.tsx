import styled from 'styled-components';
import { MarkdownHtml } from '#src/components/markdown/markdown';
import { StepList } from '#src/components/blocks/step-list';
import type { Step } from '#src/content/types';
import { theme } from '#src/styles/tokens';

/**
 * A solution write-up: two or three paragraphs (the case study file's story, rendered from
 * Markdown at build time) beside the numbered approach.
 */
export function SolutionBody({ html, steps }: { html: string; steps: readonly Step[] }) {
  return (
    <Layout>
      <Text>
        <MarkdownHtml html={html} plain />
      </Text>
      <StepList steps={steps} />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[7]};
`;

const Text = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 46rem;
  p {
    margin: 0;
    font-size: ${theme.text.lg};
    color: ${theme.color.textMuted};
    line-height: 1.65;
  }
`;
