// The top of a resume, above its first heading: the person's name and contact details, each taken
// by its shape; what is left is handed back as unplaced.
import { z } from 'zod';
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import { cut, splitName, webAddress } from '../fields.ts';
import { isLocation, pieces } from './entries.ts';

// Bounded repetition: unanchored, an unbounded run would make a long line of letters quadratic.
const EMAIL = /[\w.+'-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]{1,63}\.)?linkedin\.com\/[^\s|,]{1,200}/i;
/** A contact detail is short; a longer piece of the header is not looked into. */
const CONTACT_MAX = 300;
export const WEB_ADDRESS = /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|dev|me|co|app|design|tech|site|xyz|page|info|ai|blog|online|studio|art|codes|portfolio|us|uk|ca|de|eu|au|in)(?:\/\S*)?$/i;
const PHONE = /\+?\(?\d[\d\s().-]{5,22}\d/;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)\d{2}$/;
const CONTACT_LABEL = /^(?:phone|tel|telephone|mobile|cell|e-?mail|linkedin|website|web|portfolio|address|location|github)\s*:\s*/i;

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());

const DOCUMENT_TITLE = /^(?:resume|résumé|curriculum vitae|cv)$/i;
/** Short capitalised words after the name's first comma: "RN, BSN", "PhD", "MBA, PMP". */
const CREDENTIALS = /,\s*((?:[A-Z][A-Za-z.-]{0,6}(?:,\s*|$))+)$/;

/** Particles that stay lower-case inside a name ("Ludwig van Beethoven"). */
const NAME_PARTICLES = new Set(['van', 'von', 'de', 'da', 'del', 'della', 'der', 'di', 'du', 'la', 'le', 'dos', 'das', 'bin', 'al', 'y']);

/** Two to five capitalised words of letters: a name, and not a sentence that happens to come first. */
function looksLikeName(line: string): boolean {
  const words = line.split(' ');
  return (
    line.length <= 60 &&
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((word, i) => /^[\p{L}][\p{L}.'’-]*$/u.test(word) && (/^\p{Lu}/u.test(word) || (i > 0 && NAME_PARTICLES.has(word))))
  );
}

export function personalOf(header: readonly string[], unplaced: string[]) {
  const info = { firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', portfolio: '' };
  // A title line ("Resume", "Curriculum Vitae") above the name is no part of it.
  const rest = header.filter((line, i) => i > 1 || !DOCUMENT_TITLE.test(line));
  // Credentials after the name ("Jane Doe, RN, BSN") are kept, as unplaced, for the user to place.
  const top = rest[0] ?? '';
  const suffix = top.length <= 100 ? CREDENTIALS.exec(top) : null;
  const first = suffix ? top.slice(0, suffix.index) : top;
  const credentials = suffix?.[1] ?? '';
  if (looksLikeName(first)) {
    rest.shift();
    if (credentials) unplaced.push(credentials);
    const name = first === first.toUpperCase() ? titleCase(first) : first;
    const { firstName, lastName } = splitName(name);
    info.firstName = cut(firstName, L.nameMax);
    info.lastName = cut(lastName, L.nameMax);
  }
  const leftovers: string[] = [];
  for (const line of rest) {
    for (const raw of pieces(line)) {
      if (raw.length > CONTACT_MAX) {
        leftovers.push(raw);
        continue;
      }
      const token = raw.replace(CONTACT_LABEL, '');
      const email = EMAIL.exec(token)?.[0];
      const linkedin = LINKEDIN.exec(token)?.[0];
      const phone = PHONE.exec(token)?.[0].trim();
      if (email && !info.email && z.email().safeParse(email).success && email.length <= L.emailMax) info.email = email;
      else if (linkedin && !info.linkedin && webAddress(linkedin)) info.linkedin = webAddress(linkedin);
      else if (WEB_ADDRESS.test(token) && !info.portfolio && webAddress(token)) info.portfolio = webAddress(token);
      else if (phone && !info.phone && digitsIn(phone) >= 7 && digitsIn(phone) <= 15 && !YEAR_RANGE.test(phone) && phone.length >= token.length - 2) {
        info.phone = cut(phone, L.phoneMax);
      } else if (!info.location && isLocation(token)) info.location = cut(token, L.locationMax);
      else leftovers.push(raw);
    }
  }
  unplaced.push(...leftovers);
  return info;
}
