import type { ServerConfig } from './config.ts';
import type { Database } from './db/types.ts';
import type { ApiKeys } from './keys.ts';
import type { Mailbox } from './mailbox.ts';

/** What every area of the server (rest, auth, expert, mailbox) is built from. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  keys: ApiKeys;
  mailbox: Mailbox;
}
