import { buildService } from './app.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import type { Config } from './settings/config.ts';
import { loadConfig, SettingsError } from './settings/load-config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // One message naming every bad or missing variable; no stack trace, which would say nothing more.
  if (!(error instanceof SettingsError)) throw error;
  console.error(`Puente could not start: ${error.message}`);
  process.exit(1);
}

try {
  const service = await buildService(config);
  await service.app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  const mode = config.sandbox ? 'sandbox providers, /dev tools on' : 'production mode';
  console.log(`Puente is running: open http://localhost:${config.port}/  (${where}; ${mode})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    service.app.log.info(`${signal}: closing`);
    await service.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('Puente could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
