// Whether a message is in English, told simply: the words every sentence is built with. English
// mail is full of "the", "you", "your", "we", "for", "with"; German, French, Spanish, Portuguese,
// Italian and Dutch mail of their own such words, which English text hardly ever contains (words
// the languages share with English, "a", "in", "an", "die", "also", "no", are left out of both
// lists). A text whose letters are mostly outside the Latin script is not English either. The
// rules read English only, so anything else stays unknown rather than half-read.

const ENGLISH = new Set(
  'the and you your we our for with this that have has will would to of is are be been thank thanks please from at about if not it us by which they their can could should were'.split(' '),
);
const OTHER = new Set(
  [
    // German
    'der das und ist nicht wir sie ihre ihr ihnen mit für auf eine einen einer ein zu von bei uns haben wurde werden sehr vielen dank ich sind dass den dem sich auch oder nach über leider bewerbung freundlichen grüßen',
    // French
    'le la les et est vous votre vos nous notre pour avec dans une du des que qui pas sur merci au aux ce cette sont été avons êtes je candidature',
    // Spanish
    'el los las y es usted su sus para con una por del muy gracias hemos está estamos nos pero más sido tu candidatura',
    // Portuguese
    'os você sua seu nós um não obrigado obrigada muito foi pela pelo na vaga',
    // Italian
    'il di che sono siamo grazie della alla tua',
    // Dutch
    'het een wij uw jouw voor niet bedankt sollicitatie zijn',
  ]
    .join(' ')
    .split(' '),
);

/** Words read: a message's first paragraphs say what language it is in. */
const SAMPLE_CHARS = 6_000;
/** Below this many function words the text is too short to tell, and is read as English. */
const MIN_WORDS = 5;

export function isEnglish(text: string): boolean {
  const sample = text.slice(0, SAMPLE_CHARS).toLowerCase();
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (letters > 0 && latin / letters < 0.5) return false;
  let english = 0;
  let other = 0;
  for (const word of sample.match(/\p{L}+/gu) ?? []) {
    if (ENGLISH.has(word)) english++;
    else if (OTHER.has(word)) other++;
  }
  return other < MIN_WORDS || english >= other;
}
