/**
 * Injects a third-party script once, and only when the visitor's consent allows it. Every optional
 * script of the site (audience measurement, Google Maps) goes through here.
 */
const pending = new Map<string, Promise<void>>();

export class ConsentRequiredError extends Error {
  constructor() {
    super('Ce contenu ne se charge qu’après votre accord (Gestion des cookies).');
  }
}

export function loadScript(src: string, allowed: boolean): Promise<void> {
  if (!allowed) return Promise.reject(new ConsentRequiredError());
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Le script ${new URL(src).host} n’a pas pu être chargé.`));
    };
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}

/** True once a script of this origin was injected (used to reload the page when consent is withdrawn). */
export function hasLoadedFrom(origin: string): boolean {
  return [...pending.keys()].some((src) => src.startsWith(origin));
}
