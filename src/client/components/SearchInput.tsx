import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_LIMITS } from '#shared/constants.ts';

/**
 * Every screen's search box: the magnifier, a name for screen readers, the server's length limit.
 * Its value and the term it settles on come from useDebouncedSearch (lib/useDebouncedSearch.ts).
 */
export function SearchInput({ label, ...props }: Omit<TextInputProps, 'label'> & { label: string }) {
  return <TextInput aria-label={label} leftSection={<IconSearch size={16} />} maxLength={SEARCH_LIMITS.termMax} {...props} />;
}
