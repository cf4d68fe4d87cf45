import type { Config } from './config';
import type { Db } from './db/types';

/** What route modules receive: settings and the store. */
export type AppDeps = { config: Config; db: Db };
