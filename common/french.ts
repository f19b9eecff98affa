/**
 * French prepositions and articles before a name (a commune, a restaurant, a person, a menu section), with the article
 * contracted and the vowel elided: 'la page du Petit Testeur', 'l’avis d’Isabelle N.', 'Restaurants à …'.
 */

/** Words whose initial h is aspirated (no elision: 'des Halles', 'de Hugues'); matched as a prefix of the first word. */
const ASPIRATED_H = ['hache', 'haie', 'halle', 'hall', 'hameau', 'hamac', 'hangar', 'hareng', 'haricot', 'harpe', 'hasard', 'haut', 'havre', 'hérisson', 'héron', 'héros', 'hêtre', 'hibou', 'hollande', 'homard', 'hongr', 'honte', 'hotte', 'houblon', 'houx', 'hugues', 'huguette', 'huit', 'hutte'];
/** Words that start with a vowel letter but not a vowel sound ('de onze', 'de Yannick'). */
const CONSONANT_VOWELS = /^(onze|oui|ouistiti|y[aeiouéèêëâîôû])/i;

/** Does the name begin with a vowel sound (a vowel, accented or not, a Y before a consonant, or a mute h)? */
function startsWithVowelSound(name: string): boolean {
  const word = name.trim().split(/[\s'’-]/)[0]?.toLowerCase() ?? '';
  if (!word) return false;
  if (CONSONANT_VOWELS.test(word)) return false;
  if (word.startsWith('h')) return !ASPIRATED_H.some((h) => word.startsWith(h)) && /^h[aeiouyàâäéèêëîïôöûùü]/.test(word);
  return /^[aeiouyàâäéèêëîïôöûùüæœ]/.test(word);
}

const ELIDED_ARTICLE = /^(L['’])/;

/** The preposition 'de' before a name, split from the rest ('du ' + 'Petit Testeur', 'd’' + 'Isabelle N.'), for a name shown as a link. */
export function ofParts(name: string, apostrophe: "'" | '’' = '’'): { lead: string; rest: string } {
  if (/^Les\s/i.test(name)) return { lead: 'des ', rest: name.slice(4) };
  if (/^Le\s/i.test(name)) return { lead: 'du ', rest: name.slice(3) };
  if (/^La\s/i.test(name) || ELIDED_ARTICLE.test(name)) return { lead: 'de ', rest: name };
  return { lead: startsWithVowelSound(name) ? `d${apostrophe}` : 'de ', rest: name };
}

/** 'de Saumur', 'd’Angers', 'du Petit Testeur', 'des Ponts-de-Cé'; a name opening with La or L’ keeps it ('de La Ménitré'). */
export function ofName(name: string, apostrophe: "'" | '’' = '’'): string {
  const { lead, rest } = ofParts(name, apostrophe);
  return lead + rest;
}

/** 'à Saumur', 'au Lion-d'Angers', 'aux Ponts-de-Cé'. */
export function atName(name: string): string {
  if (/^Les\s/i.test(name)) return `aux ${name.slice(4)}`;
  if (/^Le\s/i.test(name)) return `au ${name.slice(3)}`;
  return `à ${name}`;
}

/** The definite article before a word: 'le plat', 'l’entrée', 'la rubrique', 'les desserts' ('les' when plural). */
export function theWord(word: string, gender: 'm' | 'f', plural = false): string {
  if (plural) return `les ${word}`;
  if (startsWithVowelSound(word)) return `l’${word}`;
  return `${gender === 'm' ? 'le' : 'la'} ${word}`;
}

/** A commune: its own spelling keeps the straight apostrophe ('Lion-d'Angers'), so do its prepositions (atName has none). */
export const ofPlace = (name: string): string => ofName(name, "'");
