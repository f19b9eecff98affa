/** SPEC §5 rules and their French messages, shared by the client forms and the server. */
export const MESSAGES = {
  addressInvalid: 'Adresse incorrecte',
  addressNotFound: 'L\'adresse est introuvable. Veuillez vérifier l\'orthographe.',
  phoneInvalid: 'Le numéro de téléphone n\'est pas valide',
  geocoderUnavailable: 'Le service de recherche d’adresses est momentanément indisponible. Vérifiez l’adresse saisie puis confirmez-la.',
  restaurantNotFound: 'Restaurant introuvable.',
  /** A restaurateur asking for another account's restaurant. */
  notOwner: 'Ce restaurant n’est pas rattaché à votre compte.',
  /** A listed page handed over by a registration link, changed before its card check (docs/adr/0022). */
  claimedPageLocked: 'Cette page reste en ligne telle que l’annuaire la présente : vous pourrez la modifier dès que votre carte sera enregistrée et votre abonnement actif (dernière étape de l’inscription).',
  cityUnknown: 'Ville inconnue.',
} as const;

export function checkAddress(address: string): string | null {
  const a = address.trim();
  return a.length < 5 || a.length > 120 ? MESSAGES.addressInvalid : null;
}

/** Exactly 10 digits once spaces are removed. */
export function checkPhone(phone: string): string | null {
  return /^[0-9]{10}$/.test(phone.replace(/\s/g, '')) ? null : MESSAGES.phoneInvalid;
}

/** Address-service match scores (SPEC §5): above 0.9 exact, above 0.6 an old name, above 0.5 a redirect. */
export type AddressMatch = 'exact' | 'ancien-nom' | 'redirection';
export function addressMatch(score: number): AddressMatch | null {
  if (score > 0.9) return 'exact';
  if (score > 0.6) return 'ancien-nom';
  if (score > 0.5) return 'redirection';
  return null;
}

export const isMaineEtLoirePostcode = (postcode: string | null | undefined): boolean => !!postcode && /^49\d{3}$/.test(postcode);
