import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The server as an operator runs it: src/server.ts in a process of its own, configured by its environment only, its
// log read from stdout. For tests of what only a real process shows: signals, a kill -9, several instances.

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Every stdout line that parsed as JSON, in order. */
  log: LogLine[];
  /** Every stdout line that did not (the start-up banner is the only one expected). */
  plainLines: string[];
  /** Resolves with the exit code (null when a signal ended it) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
}

/** A port free at the moment of asking (the instance's PORT must be known before it starts, as in a deployment). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts an instance with `env` (on top of PATH alone) and resolves once it listens; rejects if it exits first. */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogLine[] = [];
  const plainLines: string[] = [];
  let stderr = '';
  let pending = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': by then everything the process wrote has been read.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const listeningLine = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          const parsed = JSON.parse(line) as LogLine;
          log.push(parsed);
          if (parsed.msg?.startsWith('Server listening at')) resolve();
        } catch {
          plainLines.push(line);
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    void exited.then(({ code, signal }) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${stderr}`)));
    setTimeout(() => reject(new Error(`the server did not listen within ${startTimeoutMs} ms:\n${stderr}`)), startTimeoutMs).unref();
  });
  try {
    await listeningLine;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    log,
    plainLines,
    exited,
    signal: (signal) => void child.kill(signal),
  };
}
