import { createInterface } from 'node:readline/promises';
import { runCreateAdmin } from './create-admin.ts';

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  process.stderr.write('Password for the administrator (at least 12 characters): ');
  const line = await rl.question('');
  rl.close();
  return line.trim();
}

process.exitCode = await runCreateAdmin(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  askPassword,
});
