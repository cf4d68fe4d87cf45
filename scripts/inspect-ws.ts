/**
 * `npm run inspect:ws`: a local WebSocket inspector for `?inspect=ws`, no network needed.
 * Listens on ws://localhost:8080 (INSPECT_WS_PORT to change; open the page with
 * `?inspect=ws://localhost:<port>` then), prints one line per actor, event and snapshot
 * record, and relays every record to the other connected clients (another inspector UI,
 * such as a Stately editor extension pointed at the same address).
 */
import { createRequire } from 'node:module';
import { describeRecord } from '#src/inspect-records';

// `ws` is the WebSocket library @statelyai/inspect itself depends on.
const fromInspect = createRequire(createRequire(import.meta.url).resolve('@statelyai/inspect'));
type Socket = {
  readyState: number;
  send(data: string): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
};
type Server = {
  clients: Set<Socket>;
  on(event: 'connection', listener: (socket: Socket) => void): void;
  on(event: 'listening', listener: () => void): void;
  close(done: () => void): void;
};
const { WebSocketServer, WebSocket } = fromInspect('ws') as {
  WebSocketServer: new (options: { port: number; host: string }) => Server;
  WebSocket: { OPEN: number };
};

const port = Number(process.env.INSPECT_WS_PORT ?? 8080);
const names = new Map<string, string>();
const server = new WebSocketServer({ port, host: process.env.INSPECT_WS_HOST ?? '127.0.0.1' });

server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = data.toString();
    try {
      console.log(describeRecord(JSON.parse(text), names));
    } catch {
      console.log(text);
    }
    for (const client of server.clients) if (client !== socket && client.readyState === WebSocket.OPEN) client.send(text);
  });
});
server.on('listening', () =>
  console.log(
    `WebSocket inspector on ws://localhost:${port}: open a dev page with ?inspect=ws${port === 8080 ? '' : `://localhost:${port}`}`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
