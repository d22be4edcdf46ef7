import type { TestProject } from 'vitest/node';
import { startServer, type StartedServer } from '../helpers/server';
import {
  copyTemplate,
  createTemplate,
  disposeTemplate,
  SUITE_SERVER_ENV,
  type Template,
  type TemplateKeys,
} from '../helpers/template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: 'pglite' | 'postgres';
    /** `fuzz` acts in a workspace of its own, where the fuzz suite writes. */
    keys: TemplateKeys;
    /** The running server's data folder and database, for `pi` tests. */
    serverEnv: { PI_DATA_DIR: string; DATABASE_URL?: string };
    /** The seeded template every server of the run starts on a copy of (tests/helpers/template.ts). */
    template: Template;
  }
}

/**
 * One real server per database project, started the way `npm start` starts
 * it, on a copy of the run's seeded template: a data folder (PGlite) or a
 * database (PostgreSQL). The project's name says which database.
 */
export default async function setup(project: TestProject) {
  const database = project.name === 'postgres' ? 'postgres' : 'pglite';
  const template = await createTemplate(database);
  const copy = await copyTemplate(template, `shared-${database}`);
  let server: StartedServer | undefined;
  try {
    server = await startServer({
      ...copy.env,
      ...SUITE_SERVER_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
    });
  } catch (err) {
    await copy.dispose();
    await disposeTemplate(template);
    throw err;
  }
  project.provide('baseUrl', server.url);
  project.provide('database', database);
  project.provide('keys', template.keys);
  project.provide('template', template);
  project.provide('serverEnv', {
    PI_DATA_DIR: copy.dataDir,
    ...(copy.env.DATABASE_URL ? { DATABASE_URL: copy.env.DATABASE_URL } : {}),
  });
  return async () => {
    await server?.stop();
    await copy.dispose();
    await disposeTemplate(template);
  };
}
