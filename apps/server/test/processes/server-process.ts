import { type ChildProcess, spawn } from 'node:child_process';
import { vi } from 'vitest';
import { TestClient } from '../client';
import { TEST_ENV } from '../server';

export type LogEntry = Record<string, unknown> & { msg?: string; level?: string };

/** A server started as production starts it (`node dist/index.js`), on a real port, in a process of its own. */
export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every line it printed, parsed when it is a JSON log line. */
  logs: LogEntry[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A browser-like caller over real HTTP. */
  client(): TestClient;
  waitForLog(match: (entry: LogEntry) => boolean, timeoutMs?: number): Promise<LogEntry>;
  /** SIGTERM, then its exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  name: string;
  entry: string;
  port: number;
  /** DATABASE_URL or DATA_DIR, and whatever else the test is about. */
  env: Record<string, string>;
}

const parseLine = (line: string): LogEntry => {
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === 'object') return parsed as LogEntry;
  } catch {}
  return { msg: line };
};

/** Starts the process and resolves once `/api/health` answers 200 (or fails with its output when it dies first). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [options.entry], {
    env: {
      PATH: process.env.PATH ?? '',
      ...TEST_ENV,
      LOG_LEVEL: 'info',
      VOICE_LOCAL_SPEECH: 'tone',
      PORT: String(options.port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogEntry[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) logs.push(parseLine(line));
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const describe = () => `${options.name} printed:\n${logs.map((entry) => JSON.stringify(entry)).join('\n')}`;

  const startedBy = Date.now() + 300_000;
  for (;;) {
    if (hasExited) throw new Error(`${options.name} exited while starting; ${describe()}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > startedBy) throw new Error(`${options.name} did not start; ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    name: options.name,
    url,
    child,
    logs,
    exited,
    client: () => new TestClient(url),
    waitForLog: (match, timeoutMs = 20_000) =>
      vi.waitFor(
        () => {
          const found = logs.find(match);
          if (!found) throw new Error(`${options.name} has not logged that yet; ${describe()}`);
          return found;
        },
        { timeout: timeoutMs, interval: 50 },
      ),
    stop: async () => {
      if (!hasExited) child.kill('SIGTERM');
      return exited;
    },
  };
}
