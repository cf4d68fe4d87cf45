import { SMTPServer } from 'smtp-server';

type Received = { to: string[]; raw: string };
export type SmtpSink = {
  port: number;
  /** Messages the server accepted (answered 250 to), in the order their data arrived. */
  received: Received[];
  /** Messages whose data arrived but were refused with `refuse`'s reply. */
  refused: Received[];
  close: () => Promise<void>;
};

export type SinkOptions = {
  /** Holds the server's answer to a message's data until the promise settles (a slow or stuck mail server). */
  replyAfter?: (raw: string) => Promise<unknown> | undefined;
  /** A reply code (such as 451) to refuse a message with instead of accepting it. */
  refuse?: (raw: string) => number | undefined;
};

/**
 * The SMTP sink the server tests use (smtp-server on a free local port), keeping each raw message.
 * A message counts as received once its data has arrived, even when the answer is held back: a
 * client that gives up waiting may still have delivered it.
 */
export function startSink({ replyAfter, refuse }: SinkOptions = {}): Promise<SmtpSink> {
  const received: Received[] = [];
  const refused: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        const code = refuse?.(raw);
        if (code) refused.push(message);
        else received.push(message);
        const answer = () => callback(code ? Object.assign(new Error('try again later'), { responseCode: code }) : null);
        const held = replyAfter?.(raw);
        if (held) void held.then(answer, answer);
        else answer();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({ port, received, refused, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
