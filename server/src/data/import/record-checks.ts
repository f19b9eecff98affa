/** The import format's small checkers: each returns the value, normalised, or throws a RecordError naming its field. */
import { searchKey } from '../../../../common/slug.js';

/** An error tied to a field of a record ("address.postalCode", "photos[2].src"…). */
export class RecordError extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(path ? `${path} : ${reason}` : reason);
    this.name = 'RecordError';
  }
}

export type Obj = Record<string, unknown>;

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'un tableau';
  return typeof value === 'object' ? 'un objet' : JSON.stringify(value);
}

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function obj(v: unknown, path: string): Obj {
  if (!isObj(v)) throw new RecordError(path, `objet attendu (reçu ${describe(v)})`);
  return v;
}

export function arr(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new RecordError(path, `tableau attendu (reçu ${describe(v)})`);
  return v;
}

export function optArr(v: unknown, path: string): unknown[] {
  return v === undefined || v === null ? [] : arr(v, path);
}

export function str(v: unknown, path: string, min: number, max: number): string {
  if (typeof v !== 'string') throw new RecordError(path, `texte attendu (reçu ${describe(v)})`);
  const s = v.trim();
  if (s.length < min) throw new RecordError(path, min <= 1 ? 'ne doit pas être vide' : `doit contenir au moins ${min} caractères`);
  if (s.length > max) throw new RecordError(path, `ne doit pas dépasser ${max} caractères (${s.length})`);
  return s;
}

export function optStr(v: unknown, path: string, max: number, fallback = ''): string {
  return v === undefined || v === null ? fallback : str(v, path, 0, max);
}

export function bool(v: unknown, path: string, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw new RecordError(path, `booléen attendu (true ou false, reçu ${describe(v)})`);
  return v;
}

export function num(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RecordError(path, `nombre attendu (reçu ${describe(v)})`);
  if (v < min || v > max) throw new RecordError(path, `doit être compris entre ${min} et ${max} (reçu ${v})`);
  return v;
}

export function int(v: unknown, path: string, min: number, max: number): number {
  const n = num(v, path, min, max);
  if (!Number.isInteger(n)) throw new RecordError(path, `nombre entier attendu (reçu ${n})`);
  return n;
}

export function euros(v: unknown, path: string): number | null {
  if (v === undefined || v === null) return null;
  const n = num(v, path, 0, 1000);
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6) throw new RecordError(path, `prix en euros avec au plus 2 décimales attendu (reçu ${n})`);
  return cents;
}

export function isoDay(v: unknown, path: string): string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new RecordError(path, `date au format aaaa-mm-jj attendue (reçu ${describe(v)})`);
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw new RecordError(path, `date inexistante : ${v}`);
  return v;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function isoDateTime(v: unknown, path: string): string {
  if (typeof v !== 'string' || !ISO_DATE_TIME.test(v)) {
    throw new RecordError(path, `date-heure ISO 8601 avec fuseau attendue, p. ex. 2026-03-14T12:00:00Z (reçu ${describe(v)})`);
  }
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new RecordError(path, `date-heure invalide : ${v}`);
  isoDay(v.slice(0, 10), path);
  return d.toISOString();
}

/** One of the allowed values, or the default when absent; `allowed` also names them in the message. */
export function oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[], fallback: T): T {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string' || !allowed.includes(v as T)) throw new RecordError(path, `valeur attendue : ${allowed.join(', ')} (reçu ${describe(v)})`);
  return v as T;
}

/** what: [singular noun, "inconnu" agreed with it], e.g. ['cuisine', 'inconnue']. */
export function labels(v: unknown, path: string, allowed: readonly string[], min: number, max: number, what: [string, string]): string[] {
  const list = optArr(v, path);
  const out: string[] = [];
  list.forEach((item, i) => {
    if (typeof item !== 'string') throw new RecordError(`${path}[${i}]`, `texte attendu (reçu ${describe(item)})`);
    const label = allowed.find((a) => a === item.trim()) ?? allowed.find((a) => searchKey(a) === searchKey(item));
    if (!label) throw new RecordError(`${path}[${i}]`, `${what[0]} ${what[1]} : « ${item} »`);
    if (!out.includes(label)) out.push(label);
  });
  if (out.length < min) throw new RecordError(path, min === 1 ? `au moins une valeur attendue (${what[0]})` : `au moins ${min} valeurs attendues`);
  if (out.length > max) throw new RecordError(path, `au plus ${max} valeurs (reçu ${out.length})`);
  return out;
}
