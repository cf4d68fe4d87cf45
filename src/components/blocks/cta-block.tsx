import type { CtaCopy } from '#src/content/section-types';
import { ButtonLink } from '#src/components/ui/button';
import { CtaBand } from './cta-band';

/** The closing call-to-action band, from content: heading, line, primary and optional secondary button. */
export function CtaBlock({ cta }: { cta: CtaCopy }) {
  return (
    <CtaBand heading={cta.heading} text={cta.text}>
      <ButtonLink to={cta.primary.to} $size="lg">
        {cta.primary.label}
      </ButtonLink>
      {cta.secondary ? (
        <ButtonLink to={cta.secondary.to} $variant="secondary" $size="lg">
          {cta.secondary.label}
        </ButtonLink>
      ) : null}
    </CtaBand>
  );
}
