/** French prepositions before a place or a first name, with the article contracted (SPEC's texts: 'Restaurants à …'). */

/** 'à Saumur', 'au Lion-d'Angers', 'aux Ponts-de-Cé'. */
export function atPlace(name: string): string {
  if (name.startsWith('Les ')) return `aux ${name.slice(4)}`;
  if (name.startsWith('Le ')) return `au ${name.slice(3)}`;
  return `à ${name}`;
}

/** 'de Saumur', 'd'Angers', 'du Lion-d'Angers', 'des Ponts-de-Cé'. */
export function ofPlace(name: string): string {
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  return /^[AEIOUYÀÂÉÈÊËÎÏÔÛÙ]/i.test(name) ? `d'${name}` : `de ${name}`;
}
