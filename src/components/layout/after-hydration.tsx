import { useEffect, useState, type ComponentType } from 'react';
import { useContentHydrated } from './hydration';

/** A widget that never appears in the prerendered HTML, loaded as its own chunk. */
export type Island = () => Promise<{ default: ComponentType }>;

/**
 * Renders widgets that never appear in the prerendered HTML (chat, cookie banner) only once the page's content
 * has hydrated, so they stay out of the entry bundle, cannot cause a hydration mismatch and never delay the
 * page's own controls. Their code is fetched while hydration runs; whatever has arrived by the time the content
 * has hydrated mounts in the same commit as the page's hydrated mark, so the browser restyles the page once for
 * both rather than once per widget (docs/performance.md). A widget whose code cannot load is left out; the
 * page works without it.
 */
export function AfterHydration({ islands }: { islands: readonly Island[] }) {
  const hydrated = useContentHydrated();
  const [loaded, setLoaded] = useState<readonly (ComponentType | null)[]>(() => islands.map(() => null));
  useEffect(() => {
    let live = true;
    islands.forEach((load, index) =>
      load().then(
        (module) => live && setLoaded((now) => now.map((component, i) => (i === index ? module.default : component))),
        (error: unknown) => console.error('a widget could not load', error),
      ),
    );
    return () => {
      live = false;
    };
  }, [islands]);
  if (!hydrated) return null;
  return <>{loaded.map((Widget, index) => (Widget ? <Widget key={index} /> : null))}</>;
}
