import { useRouter } from '@tanstack/react-router';
import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A promise that never settles: what a static island waits on while the page hydrates (docs/architecture.md). */
const never = new Promise<never>(() => {});

/**
 * A page section that needs no JavaScript to work: prose, tables, plain links. Rules in docs/architecture.md
 * ("Static islands"). `name` must be unique on a page (the wrapper carries it). In short:
 * - the server renders it in full (the route's loader calls `preload()` first);
 * - on the first load its HTML is kept as it is: React never hydrates it, and its code and content are never
 *   downloaded, because it suspends on a promise that never settles inside its own Suspense boundary;
 * - after a client-side navigation it renders normally, once its chunk has loaded (the route's loader, which also
 *   runs when a link to the page is hovered, starts that load);
 * - links inside it still navigate client-side (a native click listener hands them to the router).
 * Anything that must respond to input (a button, a form, a menu) does not belong in one.
 */
export function staticIsland<P extends object>(name: string, load: () => Promise<Module<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));

  function Content(props: P) {
    if (!Loaded) {
      // In the browser, when the page's HTML already holds this island (the prerendered page hydrating, now or
      // in a later pass): keep the server's HTML. A client-side visit renders before its wrapper is in the page.
      if (!import.meta.env.SSR && document.querySelector(`[data-static-island="${name}"]`)) use(never);
      use(preload());
    }
    const View = Loaded!;
    return <View {...props} />;
  }

  const Island = memo(function StaticIsland(props: P) {
    const router = useRouter();
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      // On the window, in the capture phase: React stops a click inside content it has not hydrated at its root,
      // before any listener below the root would hear it.
      const onClick = (event: MouseEvent) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        const href = internalHref(event);
        if (href === null) return;
        event.preventDefault();
        void router.navigate({ href });
      };
      window.addEventListener('click', onClick, true);
      return () => window.removeEventListener('click', onClick, true);
    }, [router]);
    return (
      <div ref={wrapper} data-static-island={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  });
  return Object.assign(Island, { preload });
}

/**
 * The path of the same-site page a plain click on a link asks for, or null when the browser should handle the
 * click itself: a modified or non-primary click, a link to another site, a download, another target, or a jump
 * within this page.
 */
export function internalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
