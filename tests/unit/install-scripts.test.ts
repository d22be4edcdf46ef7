import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

/*
 * npm 11 skips dependencies' install scripts unless package.json's allowScripts names them, and ends every
 * `npm install` with a warning listing the skipped ones. Each package with a script is decided there.
 */
it('leaves no dependency install script unreviewed, so npm install ends without a warning', () => {
  const out = execFileSync('npm', ['install-scripts', 'ls'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  expect(out.trim()).toBe('No packages with unreviewed install scripts.');
});
