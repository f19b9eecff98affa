import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts (DESIGN §7): verification codes, refresh-token families, password resets, favourites, rate limits. */
export class Accounts1763900000000 implements MigrationInterface {
  name = 'Accounts1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE app_user ADD COLUMN last_login_at timestamptz`);
    await q.query(`
      CREATE TABLE email_code (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_code_user ON email_code (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE refresh_token (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        family uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('user', 'restau')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_token_family ON refresh_token (family)`);
    await q.query(`CREATE INDEX refresh_token_user ON refresh_token (user_id)`);
    await q.query(`
      CREATE TABLE password_reset (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE favourite (
        user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, restaurant_id)
      )`);
    await q.query(`CREATE INDEX favourite_restaurant ON favourite (restaurant_id)`);
    await q.query(`
      CREATE TABLE rate_limit (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    // A deleted account's reviews stay, anonymised (legal-fr B1: reviews are kept, the author is not).
    await q.query(`
      CREATE FUNCTION mijote_anonymise_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE review SET author_name = 'Ancien membre', author_id = NULL WHERE author_id = OLD.id;
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER app_user_anonymise BEFORE DELETE ON app_user FOR EACH ROW EXECUTE FUNCTION mijote_anonymise_reviews()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS app_user_anonymise ON app_user`);
    await q.query(`DROP FUNCTION IF EXISTS mijote_anonymise_reviews()`);
    for (const t of ['rate_limit', 'favourite', 'password_reset', 'refresh_token', 'email_code']) await q.query(`DROP TABLE IF EXISTS ${t}`);
    await q.query(`ALTER TABLE app_user DROP COLUMN IF EXISTS last_login_at, DROP COLUMN IF EXISTS token_version`);
  }
}
