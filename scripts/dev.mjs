// `npm run dev`: the API with reload on port 3000 and Vite's dev server on 5173 (proxying /api).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
