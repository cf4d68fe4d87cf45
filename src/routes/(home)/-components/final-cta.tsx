import { CtaBlock } from '#src/components/blocks/cta-block';
import { home } from '#src/content/home';

/** Closing call to action (the kit's CtaBlock, from the home content). */
export function FinalCta() {
  return (
    <div id="get-started" data-home-section="get-started">
      <CtaBlock cta={home.finalCta} />
    </div>
  );
}
