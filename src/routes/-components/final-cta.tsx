import { CtaBlock } from '../../components/ui/cta-block';
import { home } from '../../content/home';

/** Closing call to action (the kit's CtaBlock, from the home content). */
export function FinalCta() {
  return (
    <div id="get-started" data-home-section="get-started">
      <CtaBlock cta={home.finalCta} />
    </div>
  );
}
