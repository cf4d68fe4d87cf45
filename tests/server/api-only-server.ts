// A real API process (no site) for the durability test: same app, same store, killed with SIGKILL.
import { buildApp } from '#src/server/app';
import { loadConfig } from '#src/server/config';

const config = loadConfig();
const app = await buildApp({ config, serveSite: false, logger: false });
await app.listen({ port: config.port, host: config.host });
