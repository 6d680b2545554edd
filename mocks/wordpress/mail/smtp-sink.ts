/**
 * The stand-in's mail sink: an SMTP server on loopback that accepts every message (no
 * authentication needed, any credentials accepted, no TLS) and keeps it as an .eml file in
 * the mailbox (mailbox.ts) instead of delivering it. The package quotation mails through it.
 *
 *   WORDPRESS_SMTP_PORT       port, default 2525; 0 picks a free one (the ready line says which)
 *   WORDPRESS_SMTP_MAX_SIZE   largest message in bytes, default 10 MiB; larger ones get 552
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { dataDir } from '../paths.ts';
import { messageFile, messageName, messageNumber } from './mailbox.ts';

/** Where the sink keeps messages unless told otherwise: <dataDir>/mail. */
export const mailDir = path.join(dataDir, 'mail');

export const DEFAULT_SMTP_PORT = 2525;
export const DEFAULT_MAX_MESSAGE_SIZE = 10 * 1024 * 1024;

export interface MailSinkOptions {
  host: string;
  /** Default: WORDPRESS_SMTP_PORT, else 2525. */
  port?: number;
  /** Default: WORDPRESS_SMTP_MAX_SIZE, else 10 MiB. */
  maxSize?: number;
  dir?: string;
  log?: (line: string) => void;
}

export interface MailSink {
  host: string;
  port: number;
  dir: string;
  close(): Promise<void>;
}

/** An error smtp-server answers with its own reply code. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not '${raw}'.`);
  return value;
}

/** Trace headers in front of the message, as an MTA adds them: who sent it to whom, and when. */
function traceHeaders(session: SMTPServerSession, received: Date): string {
  const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
  const client = `${session.clientHostname || session.hostNameAppearsAs || 'unknown'} ([${session.remoteAddress}])`;
  return [
    `Return-Path: <${sender}>`,
    `X-Envelope-To: ${recipients}`,
    `Received: from ${client} by wordpress-stand-in with ${session.transmissionType}; ${received.toUTCString()}`,
    '',
  ].join('\r\n');
}

export async function startMailSink(options: MailSinkOptions): Promise<MailSink> {
  const dir = options.dir ?? mailDir;
  const maxSize = options.maxSize ?? numberFromEnv('WORDPRESS_SMTP_MAX_SIZE', DEFAULT_MAX_MESSAGE_SIZE);
  const port = options.port ?? numberFromEnv('WORDPRESS_SMTP_PORT', DEFAULT_SMTP_PORT);
  const log = options.log ?? (() => undefined);
  const incomingDir = path.join(dir, 'tmp');
  await mkdir(incomingDir, { recursive: true });

  // Numbers go on from the highest one already in the mailbox.
  let lastNumber = Math.max(0, ...(await readdir(dir)).map((entry) => messageNumber(entry.replace(/\.eml$/, ''))).filter(Number.isFinite));

  /** Writes the message to a temporary file, syncs it, and links it into the mailbox under its name. */
  async function store(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const received = new Date();
    const temporary = path.join(incomingDir, `${process.pid}-${randomBytes(8).toString('hex')}.eml`);
    const handle = await open(temporary, 'wx');
    let bytes = 0;
    let failure: unknown = null;
    try {
      await handle.write(traceHeaders(session, received));
      // Read to the end whatever happens, so the client gets its answer after the final dot.
      for await (const chunk of stream as Readable) {
        bytes += (chunk as Buffer).length;
        if (failure || bytes > maxSize) continue;
        await handle.write(chunk as Buffer).catch((error: unknown) => (failure = error));
      }
      if (stream.sizeExceeded || bytes > maxSize) {
        throw smtpError(552, `Message too large: ${bytes} bytes, at most ${maxSize}.`);
      }
      if (failure) throw failure;
      // On disk before the client hears 250: an accepted message is never lost.
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    await handle.close();
    try {
      for (;;) {
        const name = messageName(++lastNumber, received);
        try {
          await link(temporary, messageFile(name, dir));
          const folder = await open(dir, 'r');
          await folder.sync().finally(() => folder.close());
          return name;
        } catch (error) {
          // Another process writing the same mailbox took the number: take the next one.
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  const server = new SMTPServer({
    name: 'wordpress-stand-in.localhost',
    banner: 'WordPress stand-in mail sink: messages are kept, never delivered',
    secure: false,
    disabledCommands: ['STARTTLS'],
    // Any client may send; one configured with credentials (as in production) may log in with any.
    authOptional: true,
    allowInsecureAuth: true,
    size: maxSize,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      store(stream, session).then(
        (name) => {
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
          log(`[wordpress] smtp: kept ${name}.eml from <${session.envelope.mailFrom ? session.envelope.mailFrom.address : ''}> to ${recipients}`);
          callback(null, `OK: kept as ${name}`);
        },
        (error: Error & { responseCode?: number; code?: string }) => {
          if (error.code === 'ECONNECTION' || error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
            log('[wordpress] smtp: a client hung up in the middle of a message; nothing kept');
            callback(error);
          } else if (error.responseCode) {
            log(`[wordpress] smtp: refused a message: ${error.message}`);
            callback(error);
          } else {
            console.error('[wordpress] smtp: could not store a message:', error);
            callback(smtpError(451, 'Could not store the message; try again later.'));
          }
        },
      );
    },
  });

  // SMTPServer re-emits its socket's errors on itself: listen there, or one is uncaught.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      throw new Error(`SMTP port ${port} is in use: stop the other process or set WORDPRESS_SMTP_PORT (0 picks a free port).`);
    }
    throw error;
  });
  server.on('error', (error) => console.error('[wordpress] smtp:', error));
  const address = server.server.address();
  return {
    host: options.host,
    port: typeof address === 'object' && address ? address.port : port,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
