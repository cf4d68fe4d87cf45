import type { Config } from './config';
import type { Db } from './db/types';

/** What route modules receive: settings, the store and the clock (what the server takes for now; tests fix it). */
export type AppDeps = { config: Config; db: Db; now: () => Date };
