import { atName } from './french.js';

/**
 * The titles of the place block under a list (issue 25): a commune's figures on its page, the département's on the
 * home and nearby pages (not Angers' any more).
 */
export interface PlaceBlockTitles {
  stats: string;
  bestRated: string;
  others: string;
}

export function communeBlockTitles(name: string): PlaceBlockTitles {
  return { stats: `${name} en chiffres`, bestRated: `Les mieux notés ${atName(name)}`, others: 'Restaurants dans les environs' };
}

/** « Le Maine-et-Loire en chiffres », « Les mieux notés du Maine-et-Loire ». */
export function departmentBlockTitles(name: string): PlaceBlockTitles {
  return { stats: `Le ${name} en chiffres`, bestRated: `Les mieux notés du ${name}`, others: 'Les communes qui comptent le plus de restaurants' };
}
