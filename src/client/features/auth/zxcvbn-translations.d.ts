// The English messages of zxcvbn-ts on their own: the package's index would bring its ~600 KB of
// word lists along, and its deep path ships no .d.mts for Node-style resolution.
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';

  const translations: TranslationKeys;
  export default translations;
}
