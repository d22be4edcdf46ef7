import path from 'node:path';

/** Where the first start keeps the console's API key (mode 0600). */
export function consoleKeyPath(dataDir: string): string {
  return path.join(dataDir, 'console-key');
}
