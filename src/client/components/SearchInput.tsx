import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_LIMITS } from '#shared/constants.ts';

/** How long typing settles before a search runs: every search box waits this long. */
export const TYPING_DEBOUNCE_MS = 300;

/** Every screen's search box: the magnifier, a name for screen readers, the server's length limit. */
export function SearchInput({ label, ...props }: Omit<TextInputProps, 'label'> & { label: string }) {
  return <TextInput aria-label={label} leftSection={<IconSearch size={16} />} maxLength={SEARCH_LIMITS.termMax} {...props} />;
}
