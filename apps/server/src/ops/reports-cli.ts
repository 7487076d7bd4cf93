import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openForCommand } from './open-for-command.js';
import { reportsCommand } from './reports.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run reports [-- --close MESSAGE_ID]`: lists the open reports of messages, or closes one
 * message's reports, in the configured database (DATABASE_URL or DATA_DIR, as the server reads
 * them). docs/deployment-and-scaling.md, "Reports of messages".
 */
try {
  const { values } = parseArgs({ options: { close: { type: 'string' } } });
  if (values.close !== undefined && !UUID.test(values.close)) {
    throw new Error(
      'Usage: npm run reports [-- --close MESSAGE_ID], the id as the listing shows it',
    );
  }
  const config = loadConfig();
  const { handle, readOnlyCopy } = await openForCommand(config);
  try {
    if (values.close && readOnlyCopy) {
      throw new Error(
        'The embedded database is held by a running server: stop it to close reports (listing works while it runs).',
      );
    }
    console.log(await reportsCommand(handle.db, { close: values.close }, new Date()));
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
