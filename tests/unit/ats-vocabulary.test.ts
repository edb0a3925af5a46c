// The derived O*NET vocabulary: its README quotes the attribution the app shows, word for word, and
// the file stays the compact list the engine expects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ONET_ATTRIBUTION } from '#shared/constants/resumes.ts';

const dataDir = new URL('../../src/server/engines/ats/data/', import.meta.url);

describe('O*NET vocabulary', () => {
  it('quotes ONET_ATTRIBUTION exactly in its README', () => {
    expect(readFileSync(new URL('README.md', dataDir), 'utf8')).toContain(`> ${ONET_ATTRIBUTION}\n`);
  });

  it('is compact, sorted, without duplicates, and states its own size', () => {
    const text = readFileSync(new URL('onet-technology-skills.txt', dataDir), 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(text.length).toBeLessThan(150 * 1024);
    expect(new Set(lines.map((l) => l.toLowerCase())).size).toBe(lines.length);
    expect(lines).toEqual([...lines].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(lines).toEqual(expect.arrayContaining(['SQL', 'Excel', 'AutoCAD', 'Python']));
    expect(lines).not.toEqual(expect.arrayContaining(['Accounting', 'Project', 'Word', '@Risk']));
    expect(readFileSync(new URL('README.md', dataDir), 'utf8')).toContain(`${lines.length.toLocaleString('en-US')} technology names`);
  });
});
