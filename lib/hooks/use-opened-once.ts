import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog or layer whose code
 * loads lazily mounts then, and stays mounted so that it animates closed and
 * hands focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
