import type { MigrationInterface, QueryRunner } from 'typeorm';
import { filterVocabulary } from '../common/filters.js';

const quoteList = (labels: readonly string[]) => labels.map((l) => `'${l.replace(/'/g, "''")}'`).join(', ');

/** The restaurant side of DESIGN §4: cities, users, restaurants, hours, filters, photos, menus, reviews, statistics. */
export class RestaurantSide1763800000000 implements MigrationInterface {
  name = 'RestaurantSide1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const types = filterVocabulary.group('type').labels;
    const cuisines = filterVocabulary.group('cuisine').labels;
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE FUNCTION mijote_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
    await q.query(`
      CREATE FUNCTION mijote_distance_km(lat1 float8, lng1 float8, lat2 float8, lng2 float8) RETURNS float8
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT 2 * 6371.0088 * asin(sqrt(
          power(sin(radians(lat2 - lat1) / 2), 2) +
          cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))) $$`);

    await q.query(`
      CREATE TABLE city (
        id serial PRIMARY KEY,
        insee char(5) NOT NULL UNIQUE CHECK (insee ~ '^49[0-9]{3}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        name_key text GENERATED ALWAYS AS (mijote_unaccent(name)) STORED,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        postcodes text[] NOT NULL CHECK (cardinality(postcodes) >= 1),
        lat float8 NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng float8 NOT NULL CHECK (lng BETWEEN -180 AND 180),
        population integer NOT NULL CHECK (population >= 0)
      )`);
    await q.query(`CREATE INDEX city_name_key_trgm ON city USING gin (name_key gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE app_user (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254 AND position('@' in email) > 1),
        password_hash text,
        role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'restaurateur', 'admin')),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 50),
        last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 50),
        salutation text CHECK (salutation IN ('M.', 'Mme', 'Autre')),
        birth_date date,
        photo text,
        biography text CHECK (length(biography) <= 1000),
        newsletter boolean NOT NULL DEFAULT false,
        email_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_unique ON app_user (lower(email))`);

    await q.query(`
      CREATE TABLE filter (
        id serial PRIMARY KEY,
        group_key text NOT NULL,
        label text NOT NULL UNIQUE,
        slug text NOT NULL UNIQUE,
        position smallint NOT NULL
      )`);

    await q.query(`
      CREATE TABLE restaurant (
        id serial PRIMARY KEY,
        id_url char(8) NOT NULL UNIQUE CHECK (id_url ~ '^[A-Za-z0-9-]{8}$'),
        external_id text UNIQUE CHECK (length(external_id) BETWEEN 1 AND 100),
        name text NOT NULL CHECK (length(name) BETWEEN 2 AND 50),
        name_key text GENERATED ALWAYS AS (mijote_unaccent(name)) STORED,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        types text[] NOT NULL CHECK (cardinality(types) BETWEEN 1 AND 2 AND types <@ ARRAY[${quoteList(types)}]::text[]),
        cuisines text[] NOT NULL DEFAULT '{}' CHECK (cardinality(cuisines) <= 2 AND cuisines <@ ARRAY[${quoteList(cuisines)}]::text[]),
        street text NOT NULL CHECK (length(street) BETWEEN 2 AND 120),
        postal_code char(5) NOT NULL CHECK (postal_code ~ '^49[0-9]{3}$'),
        city_id integer NOT NULL REFERENCES city(id),
        lat float8 NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng float8 NOT NULL CHECK (lng BETWEEN -180 AND 180),
        geo point GENERATED ALWAYS AS (point(lng, lat)) STORED,
        phone char(10) CHECK (phone ~ '^0[1-9][0-9]{8}$'),
        average_price integer NOT NULL DEFAULT 15 CHECK (average_price BETWEEN 1 AND 1000),
        biography text NOT NULL DEFAULT '' CHECK (length(biography) <= 3000),
        booking_url text CHECK (booking_url ~ '^https?://'),
        is_resa_phone boolean NOT NULL DEFAULT true,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected')),
        date_published timestamptz,
        date_update timestamptz NOT NULL DEFAULT now(),
        owner_id integer REFERENCES app_user(id) ON DELETE SET NULL,
        rating numeric(2,1) NOT NULL DEFAULT 0 CHECK (rating = 0 OR rating BETWEEN 1 AND 5),
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        filter_ids integer[] NOT NULL DEFAULT '{}',
        week int4multirange NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'published' OR date_published IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX restaurant_city ON restaurant (city_id) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_rating ON restaurant (rating DESC, review_count DESC, id) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_price ON restaurant (average_price, id) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_geo ON restaurant USING gist (geo) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_filters ON restaurant USING gin (filter_ids) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_week ON restaurant USING gist (week) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_name_trgm ON restaurant USING gin (name_key gin_trgm_ops) WHERE status = 'published'`);
    await q.query(`CREATE INDEX restaurant_owner ON restaurant (owner_id)`);

    await q.query(`
      CREATE TABLE restaurant_filter (
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        filter_id integer NOT NULL REFERENCES filter(id) ON DELETE CASCADE,
        PRIMARY KEY (restaurant_id, filter_id)
      )`);

    await q.query(`
      CREATE TABLE opening_range (
        id serial PRIMARY KEY,
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
        opens smallint NOT NULL CHECK (opens BETWEEN 0 AND 1439),
        closes smallint NOT NULL CHECK (closes BETWEEN 0 AND 1440),
        CHECK (opens <> closes)
      )`);
    await q.query(`CREATE INDEX opening_range_restaurant ON opening_range (restaurant_id, weekday)`);

    await q.query(`
      CREATE TABLE special_date (
        id serial PRIMARY KEY,
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        day date NOT NULL,
        closed boolean NOT NULL,
        UNIQUE (restaurant_id, day)
      )`);
    await q.query(`CREATE INDEX special_date_day ON special_date (day, restaurant_id)`);
    await q.query(`
      CREATE TABLE special_date_range (
        id serial PRIMARY KEY,
        special_date_id integer NOT NULL REFERENCES special_date(id) ON DELETE CASCADE,
        opens smallint NOT NULL CHECK (opens BETWEEN 0 AND 1439),
        closes smallint NOT NULL CHECK (closes BETWEEN 0 AND 1440),
        CHECK (opens <> closes)
      )`);
    await q.query(`CREATE INDEX special_date_range_parent ON special_date_range (special_date_id)`);

    await q.query(`
      CREATE TABLE daily_menu (
        id serial PRIMARY KEY,
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        title text NOT NULL DEFAULT 'Menu du jour' CHECK (length(title) BETWEEN 1 AND 100),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
        price_cents integer CHECK (price_cents BETWEEN 0 AND 100000),
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        CHECK (ends_on >= starts_on)
      )`);
    await q.query(`CREATE INDEX daily_menu_restaurant ON daily_menu (restaurant_id, ends_on)`);

    await q.query(`
      CREATE TABLE photo (
        id serial PRIMARY KEY,
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        daily_menu_id integer REFERENCES daily_menu(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('devanture', 'gallery', 'menu', 'daily_menu')),
        path text NOT NULL CHECK (path ~ '^[A-Za-z0-9/_.-]+$'),
        width integer NOT NULL CHECK (width BETWEEN 1 AND 10000),
        height integer NOT NULL CHECK (height BETWEEN 1 AND 10000),
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        position smallint NOT NULL DEFAULT 0 CHECK (position >= 0),
        alt text NOT NULL DEFAULT '' CHECK (length(alt) <= 200),
        CHECK ((kind = 'daily_menu') = (daily_menu_id IS NOT NULL)),
        UNIQUE (restaurant_id, kind, position)
      )`);

    await q.query(`
      CREATE TABLE menu (
        restaurant_id integer PRIMARY KEY REFERENCES restaurant(id) ON DELETE CASCADE,
        style text NOT NULL DEFAULT 'classique' CHECK (style IN ('classique', 'ardoise', 'moderne')),
        interactive boolean NOT NULL DEFAULT true,
        date_update timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE menu_section (
        id serial PRIMARY KEY,
        restaurant_id integer NOT NULL REFERENCES menu(restaurant_id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
        UNIQUE (restaurant_id, position)
      )`);
    await q.query(`
      CREATE TABLE menu_dish (
        id serial PRIMARY KEY,
        section_id integer NOT NULL REFERENCES menu_section(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
        price_cents integer CHECK (price_cents BETWEEN 0 AND 100000),
        UNIQUE (section_id, position)
      )`);

    await q.query(`
      CREATE TABLE review (
        id serial PRIMARY KEY,
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        author_id integer REFERENCES app_user(id) ON DELETE SET NULL,
        author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 60),
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 3000),
        visit_date date NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected', 'removed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        CHECK (visit_date <= created_at::date),
        CHECK (status <> 'published' OR published_at IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX review_restaurant ON review (restaurant_id, published_at DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX review_author ON review (author_id)`);

    await q.query(`
      CREATE TABLE analytics_day (
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        day date NOT NULL,
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        phone_clicks integer NOT NULL DEFAULT 0 CHECK (phone_clicks >= 0),
        sessions integer NOT NULL DEFAULT 0 CHECK (sessions >= 0),
        engaged_sessions integer NOT NULL DEFAULT 0 CHECK (engaged_sessions >= 0),
        engagement_seconds integer NOT NULL DEFAULT 0 CHECK (engagement_seconds >= 0),
        visitors integer NOT NULL DEFAULT 0 CHECK (visitors >= 0),
        PRIMARY KEY (restaurant_id, day)
      )`);
    await q.query(`
      CREATE TABLE phone_click (
        restaurant_id integer NOT NULL REFERENCES restaurant(id) ON DELETE CASCADE,
        session_hash char(64) NOT NULL,
        clicked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (restaurant_id, session_hash)
      )`);

    // Derived columns, kept by the database itself so no writer can forget them.
    await q.query(`
      CREATE FUNCTION mijote_week(rid integer) RETURNS int4multirange LANGUAGE sql STABLE AS $$
        SELECT coalesce(range_agg(r), '{}'::int4multirange) FROM (
          SELECT int4range(s, least(e, 10080)) AS r FROM (
            SELECT weekday * 1440 + opens AS s,
                   weekday * 1440 + CASE WHEN closes <= opens THEN closes + 1440 ELSE closes END AS e
            FROM opening_range WHERE restaurant_id = rid) x
          UNION ALL
          SELECT int4range(0, e - 10080) FROM (
            SELECT weekday * 1440 + CASE WHEN closes <= opens THEN closes + 1440 ELSE closes END AS e
            FROM opening_range WHERE restaurant_id = rid) y WHERE e > 10080
        ) parts $$`);
    await q.query(`
      CREATE FUNCTION mijote_filter_ids(rid integer, types text[], cuisines text[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
        SELECT coalesce(array_agg(DISTINCT id ORDER BY id), '{}') FROM (
          SELECT filter_id AS id FROM restaurant_filter WHERE restaurant_id = rid
          UNION ALL
          SELECT id FROM filter WHERE (group_key = 'type' AND label = ANY(types)) OR (group_key = 'cuisine' AND label = ANY(cuisines))
        ) f $$`);
    await q.query(`
      CREATE FUNCTION mijote_restaurant_derive() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.filter_ids := mijote_filter_ids(NEW.id, NEW.types, NEW.cuisines);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER restaurant_derive BEFORE INSERT OR UPDATE OF types, cuisines ON restaurant FOR EACH ROW EXECUTE FUNCTION mijote_restaurant_derive()`);
    await q.query(`
      CREATE FUNCTION mijote_refresh_filters() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE rid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.restaurant_id ELSE NEW.restaurant_id END;
      BEGIN
        UPDATE restaurant SET filter_ids = mijote_filter_ids(id, types, cuisines) WHERE id = rid;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER restaurant_filter_refresh AFTER INSERT OR UPDATE OR DELETE ON restaurant_filter FOR EACH ROW EXECUTE FUNCTION mijote_refresh_filters()`);
    await q.query(`
      CREATE FUNCTION mijote_refresh_week() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN UPDATE restaurant SET week = mijote_week(id) WHERE id = OLD.restaurant_id; END IF;
        IF TG_OP <> 'DELETE' THEN UPDATE restaurant SET week = mijote_week(id) WHERE id = NEW.restaurant_id; END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER opening_range_refresh AFTER INSERT OR UPDATE OR DELETE ON opening_range FOR EACH ROW EXECUTE FUNCTION mijote_refresh_week()`);
    await q.query(`
      CREATE FUNCTION mijote_refresh_rating() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE rid integer;
      BEGIN
        FOREACH rid IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.restaurant_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.restaurant_id END] LOOP
          CONTINUE WHEN rid IS NULL;
          UPDATE restaurant r SET rating = coalesce(s.avg, 0), review_count = s.n
          FROM (SELECT round(avg(rating)::numeric, 1) AS avg, count(*)::int AS n FROM review WHERE restaurant_id = rid AND status = 'published') s
          WHERE r.id = rid;
        END LOOP;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER review_refresh AFTER INSERT OR UPDATE OF rating, status, restaurant_id OR DELETE ON review FOR EACH ROW EXECUTE FUNCTION mijote_refresh_rating()`);

    // The open-at rule of DESIGN §5 for restaurants with a special date on the day or the day before;
    // the others are answered by the week multirange alone. common/schedule.ts isOpenAt is its twin.
    await q.query(`
      CREATE FUNCTION mijote_day_ranges(rid integer, d date) RETURNS TABLE (opens smallint, closes smallint) LANGUAGE sql STABLE AS $$
        WITH sd AS (SELECT id, closed FROM special_date WHERE restaurant_id = rid AND day = d),
             custom AS (SELECT r.opens, r.closes FROM special_date_range r JOIN sd ON r.special_date_id = sd.id WHERE NOT sd.closed)
        SELECT opens, closes FROM custom
        UNION ALL
        SELECT o.opens, o.closes FROM opening_range o
        WHERE o.restaurant_id = rid AND o.weekday = (extract(isodow FROM d)::int - 1)
          AND NOT EXISTS (SELECT 1 FROM custom)
          AND NOT EXISTS (SELECT 1 FROM sd WHERE sd.closed) $$`);
    await q.query(`
      CREATE FUNCTION mijote_open_at(rid integer, d date, minute integer) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM mijote_day_ranges(rid, d) x
                       WHERE minute >= x.opens AND minute < CASE WHEN x.closes <= x.opens THEN 1440 ELSE x.closes END)
            OR EXISTS (SELECT 1 FROM mijote_day_ranges(rid, d - 1) y
                       WHERE y.closes <= y.opens AND minute < y.closes) $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['phone_click', 'analytics_day', 'review', 'menu_dish', 'menu_section', 'menu', 'photo', 'daily_menu',
      'special_date_range', 'special_date', 'opening_range', 'restaurant_filter', 'restaurant', 'filter', 'app_user', 'city']) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
    for (const f of ['mijote_open_at(integer, date, integer)', 'mijote_day_ranges(integer, date)', 'mijote_refresh_rating()',
      'mijote_refresh_week()', 'mijote_refresh_filters()', 'mijote_restaurant_derive()', 'mijote_filter_ids(integer, text[], text[])',
      'mijote_week(integer)', 'mijote_distance_km(float8, float8, float8, float8)', 'mijote_unaccent(text)']) {
      await q.query(`DROP FUNCTION IF EXISTS ${f}`);
    }
  }
}
