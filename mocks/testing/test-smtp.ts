/**
 * A real SMTP server (smtp-server, the library the stand-in's mail sink is built on) in the test's
 * own process on a free loopback port, for the tests that must see every message the quotation
 * endpoint hands over, or decide when the server answers it: `onMessage` gets the raw message and
 * the envelope's recipients once the whole message is in, and the server sends its "250 OK" only
 * when the promise it returns settles (a test can hold it to stand between DATA and the reply).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startTestSmtp(onMessage: (raw: string, rcptTo: string[]) => void | Promise<void>): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        Promise.resolve(
          onMessage(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        ).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that went away mid-message (a killed endpoint) is no test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
