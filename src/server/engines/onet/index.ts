// O*NET occupations, shared by the Interest Profiler (careers for a RIASEC profile) and matching
// (titles read as occupations). The data comes from data/, derived by scripts/onet-interests.ts;
// see data/README.md for its source, release and licence.
import { readFileSync } from 'node:fs';

export interface Occupation {
  /** O*NET-SOC code, "15-2051.01": the SOC hierarchy is in its digits. */
  code: string;
  title: string;
  description: string;
  jobZone: number;
  /** OI levels (1-7) in RIASEC order. */
  levels: number[];
  /** The first to third interest high points, e.g. "EC". */
  highPoints: string;
  technologies: string[];
}

// Read at first use: a few hundred kilobytes that only the report and the match index need.
let occupations: Occupation[] | undefined;

export function allOccupations(): Occupation[] {
  if (!occupations) {
    const data = JSON.parse(readFileSync(new URL('./data/occupations.json', import.meta.url), 'utf8')) as {
      technologies: string[];
      occupations: (Omit<Occupation, 'technologies'> & { technologies: number[] })[];
    };
    occupations = data.occupations.map((o) => ({ ...o, technologies: o.technologies.map((i) => data.technologies[i]!) }));
  }
  return occupations;
}
