import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';

/** How long typing settles before a search runs on it. */
const TYPING_DEBOUNCE_MS = 300;

interface SearchOptions {
  /**
   * The term as it stands outside the box (the job search keeps it in the address): when it changes
   * from elsewhere (Back, a shared link, a suggestion), the box shows it.
   */
  current?: string;
  /** Hears each settled term, for a term kept outside the screen's state. */
  onSettle?: (term: string) => void;
}

/**
 * A search box: spread `inputProps` on its `<SearchInput>`. `term` is what to search for: the text,
 * trimmed, once typing has paused for TYPING_DEBOUNCE_MS. `text` follows every keystroke, for what
 * must not wait (the Clear Filters button, a filter over what the page already holds).
 */
export function useDebouncedSearch({ current = '', onSettle }: SearchOptions = {}) {
  const [text, setText] = useState(current);
  const [term, setTerm] = useState(current.trim());
  const [followed, setFollowed] = useState(current);
  if (followed !== current) {
    setFollowed(current);
    setTerm(current.trim());
    // The box keeps what it was typed as ("software ", mid-word) when that is what settled.
    if (text.trim() !== current) setText(current);
  }
  const settle = useDebouncedCallback((next: string) => {
    setTerm(next);
    onSettle?.(next);
  }, TYPING_DEBOUNCE_MS);
  const type = (next: string) => {
    setText(next);
    settle(next.trim());
  };
  return {
    text,
    term,
    inputProps: { value: text, onChange: (event: ChangeEvent<HTMLInputElement>) => type(event.currentTarget.value) },
    /** Empties the box (Clear Filters); the term follows after the same pause, as it would for typing. */
    clear: () => type(''),
  };
}
