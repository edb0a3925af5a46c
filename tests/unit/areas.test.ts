// One list of areas, the router's keys, names every side: the server's feature folders, the
// client's feature folders and the shared constants/<area>.ts and schemas/<area>.ts modules. A folder
// or module under another name is a second vocabulary for the same thing (or an area the API lacks).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/router.ts';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const AREAS = Object.keys(appRouter._def.record).map(kebab);

const entries = (dir: string) => readdirSync(new URL(`../../${dir}/`, import.meta.url), { withFileTypes: true });
const folders = (dir: string) => entries(dir).filter((e) => e.isDirectory()).map((e) => e.name);
const modules = (dir: string) => entries(dir).filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => e.name.slice(0, -3));
const strangers = (names: string[]) => names.filter((name) => !AREAS.includes(name));

describe('every area has one name on every side', () => {
  it('reads the areas from the router', () => {
    expect(AREAS).toContain('jobs');
    expect(AREAS).toContain('saved-jobs');
  });

  it('each server feature folder is an area, and each area has one', () => {
    const server = folders('src/server/features');
    expect(strangers(server)).toEqual([]);
    expect(AREAS.filter((area) => !server.includes(area))).toEqual([]);
  });

  it('each client feature folder is an area', () => {
    expect(strangers(folders('src/client/features'))).toEqual([]);
  });

  it('each shared constants and schemas module is an area', () => {
    expect(strangers(modules('src/shared/constants'))).toEqual([]);
    expect(strangers(modules('src/shared/schemas'))).toEqual([]);
  });
});
