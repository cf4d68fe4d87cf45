import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/seo/head';
import { homeIslands } from './-components/home-islands';
import { HomePage } from './-components/home-page';

export const Route = createFileRoute('/(home)/')({
  head: () => pageHead('/'),
  // Its static islands: the server renders them in full, a client-side visit loads them first.
  loader: () => Promise.all(homeIslands.map((island) => island.preload())).then(() => undefined),
  component: HomePage,
});
