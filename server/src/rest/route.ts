import type { TokenKind } from '../auth/token.service.js';
import type { RequestContext, Viewer } from '../graphql/context.js';

type Access = 'public' | Viewer['role'][];

/**
 * The GraphQL operation a route's answer stands for (the client's own query when there is one), with the variables
 * a body gives it: only what the cost reads (a radius) needs the body; any value of the right type does for the rest.
 */
export interface CostedAs { query: string; variables(body: unknown): Record<string, unknown> }

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  /** Deny by default: every route states who may call it; tests walk this table. */
  access: Access;
  /** Cookie-authenticated endpoints refuse what another site could forge (foreign origin, form posts). */
  sameSiteOnly?: boolean;
  /** Also accepts the session cookie of this side when no valid bearer comes (SPEC §7's « cookies » reads). */
  cookieSession?: TokenKind;
  /** The body is a raw upload (an image), not JSON. */
  rawBody?: boolean;
  /** Largest raw body accepted: common/photo-rules.ts UPLOAD_MAX_BYTES unless given. */
  rawBodyLimitBytes?: number;
  /** A GET whose handler receives the query string exactly as sent (a signed notification), not its parsed values. */
  rawQuery?: boolean;
  /** Answers an empty 200 instead of JSON (the payment provider's notification). */
  emptyReply?: boolean;
  /**
   * A public read that GraphQL also answers: each call spends the client's API budget (server/src/auth/client-quota.ts)
   * what that GraphQL operation would cost (server/src/graphql/cost.ts), whichever transport asks (issue 24).
   */
  costedAs?: CostedAs;
  /** `body`: the JSON body (the query string for GET, the bytes for a raw upload); `query`: the query string. */
  handler: (ctx: RequestContext, body: unknown, query: unknown) => Promise<unknown>;
}

/** An answer sent as HTML text instead of JSON (formulaire_hmac's provider form, DESIGN §6). */
export class HtmlAnswer {
  constructor(readonly html: string) {}
}

/** An answer sent as bytes (a private image shown to an admin), never cached. */
export class BinaryAnswer {
  constructor(readonly contentType: string, readonly data: Buffer) {}
}
