import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
}

/** A real SMTP peer on 127.0.0.1 that keeps what it receives, and can be told to refuse messages. */
export interface LocalSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** When set, every message is answered with `550 <reject>`. */
  reject: string | null;
  /**
   * When set, a message's data is taken and never answered (the server hangs before its `250`), like a peer whose
   * acknowledgement is lost; such messages are kept in `unanswered`, not in `messages`.
   */
  hang: boolean;
  unanswered: ReceivedMail[];
  close(): Promise<void>;
}

export async function startLocalSmtp(port = 0): Promise<LocalSmtp> {
  const state = {
    reject: null as string | null,
    hang: false,
    messages: [] as ReceivedMail[],
    unanswered: [] as ReceivedMail[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (state.hang) {
          state.unanswered.push(mail);
          return;
        }
        if (state.reject) {
          const error = Object.assign(new Error(state.reject), { responseCode: 550 });
          callback(error);
          return;
        }
        state.messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    get messages() {
      return state.messages;
    },
    get reject() {
      return state.reject;
    },
    set reject(value) {
      state.reject = value;
    },
    get hang() {
      return state.hang;
    },
    set hang(value) {
      state.hang = value;
    },
    get unanswered() {
      return state.unanswered;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): for "the SMTP server is down". */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
