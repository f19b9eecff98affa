import express, { type Request, type RequestHandler } from 'express';
import { inputProblem } from '../../../common/input-rules.js';

/** JSON bodies of /api and /graphql. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Keys that would reach an object's prototype when copied: never kept from a request. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Drops `__proto__`, `constructor` and `prototype` wherever they appear in the decoded JSON. */
function safeJsonReviver(key: string, value: unknown): unknown {
  return FORBIDDEN_KEYS.has(key) ? undefined : value;
}

/** express.json with the size limit and the reviver above; only application/json is read. */
export function jsonBody(): RequestHandler {
  return express.json({ limit: JSON_BODY_LIMIT_BYTES, reviver: safeJsonReviver, type: 'application/json', strict: true });
}

export type Failure = { status: number; code: string; message: string };

/** Whether the request carries a body at all (an empty POST needs no content type). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** A body on a JSON endpoint must be declared as JSON: 415 otherwise (a form post is not read as an empty object). */
export function jsonContentProblem(req: Request): Failure | null {
  if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req) || req.is('application/json')) return null;
  return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Le corps de la requête doit être du JSON (en-tête Content-Type: application/json).' };
}

/** Control characters, excessive nesting or lists anywhere in a decoded body or query string: one French 400. */
export function inputFailure(...values: unknown[]): Failure | null {
  for (const value of values) {
    if (Buffer.isBuffer(value)) continue;
    const problem = inputProblem(value);
    if (problem) return { status: 400, code: 'INVALID_INPUT', message: problem.message };
  }
  return null;
}

/** What body-parser's refusals mean, in French; null for anything else. */
export function bodyParserFailure(err: unknown, limitLabel: string): Failure | null {
  const type = typeof err === 'object' && err && 'type' in err ? String((err as { type: unknown }).type) : '';
  switch (type) {
    case 'entity.too.large':
      return { status: 413, code: 'TOO_LARGE', message: `Le corps de la requête est trop volumineux (${limitLabel} au plus).` };
    case 'entity.parse.failed':
      return { status: 400, code: 'BAD_REQUEST', message: 'Requête invalide : le corps doit être un JSON valide.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Encodage du corps de la requête non pris en charge : envoyez de l’UTF-8.' };
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
    case 'parameters.too.many':
      return { status: 400, code: 'BAD_REQUEST', message: 'Requête invalide : corps illisible.' };
    default:
      return null;
  }
}

