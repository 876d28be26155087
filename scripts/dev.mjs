// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.resolve('.data'),
  // E-mail links should open the hot-reloading app, not the built one.
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@receptiva/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@receptiva/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
