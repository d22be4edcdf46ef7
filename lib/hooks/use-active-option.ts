import { useState, type KeyboardEvent } from 'react';

/**
 * Arrow keys move a highlight through a combobox's options and Enter picks the
 * highlighted one, while focus stays in the text field.
 */
export function useActiveOption<T>(options: readonly T[], onChoose: (option: T) => void) {
  const [active, setActive] = useState(0);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, Math.max(options.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = options[active];
      if (option !== undefined) onChoose(option);
    }
  };
  return { active, setActive, onKeyDown };
}
