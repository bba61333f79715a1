// Development: the API with reload on change (port 3001) and the Vite dev server (port 3000, proxying to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/api'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.API_PORT ?? '3001' } }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web', '--', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
