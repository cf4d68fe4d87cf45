import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server a test or the bench starts). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
