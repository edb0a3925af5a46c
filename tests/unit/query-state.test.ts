// What <QueryState> shows for each state of a query, and where an error that arrives after the data
// goes in each keepData mode.
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { QueryState } from '../../src/client/components/QueryState.tsx';

type Query = { data: string[] | undefined; error: unknown };

/** What each part renders as: the error is LoadError's alert with the generic title. */
const PARTS = { LOADING: 'LOADING', ERROR: TOASTS.common.internal.title, EMPTY: 'EMPTY', DATA: 'DATA' };

/** The parts shown, in the order they come on the page. */
function shown(query: Query, keepData?: 'above' | 'quiet') {
  const html = renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(QueryState<string[]>, {
        query,
        loading: 'LOADING',
        isEmpty: (data) => data.length === 0,
        empty: 'EMPTY',
        keepData,
        children: () => 'DATA',
      }),
    ),
  );
  return Object.entries(PARTS)
    .filter(([, text]) => html.includes(text))
    .sort(([, a], [, b]) => html.indexOf(a) - html.indexOf(b))
    .map(([part]) => part);
}

const failure = new Error('network down');

describe('QueryState', () => {
  it('shows the loading state, the error, the empty state or the data', () => {
    expect(shown({ data: undefined, error: null })).toEqual(['LOADING']);
    expect(shown({ data: undefined, error: failure })).toEqual(['ERROR']);
    expect(shown({ data: [], error: null })).toEqual(['EMPTY']);
    expect(shown({ data: ['a'], error: null })).toEqual(['DATA']);
  });

  it('never shows the empty state beside an error', () => {
    for (const mode of [undefined, 'above', 'quiet'] as const) {
      expect(shown({ data: [], error: failure }, mode), String(mode)).toEqual(['ERROR']);
    }
  });

  it('puts an error after the data in its place, above it, or only in the log', () => {
    const query = { data: ['a'], error: failure };
    expect(shown(query)).toEqual(['ERROR']);
    expect(shown(query, 'above')).toEqual(['ERROR', 'DATA']);
    expect(shown(query, 'quiet')).toEqual(['DATA']);
  });
});
