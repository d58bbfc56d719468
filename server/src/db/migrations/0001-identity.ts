import { sql, type Kysely } from 'kysely';

// Identity: organisations with offices and subscriptions, users with memberships, roles and
// the product permissions granted organisation-wide or to roles; sessions, sign-in attempts
// and integration API keys. Written in SQL that both Postgres 15 and PGlite (Postgres 18) accept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organisations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      business_identity_code text NOT NULL UNIQUE,
      street_address text NOT NULL,
      postal_area_code text NOT NULL,
      post_office_name text NOT NULL,
      phone_number text,
      email_address text,
      organisation_description text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE offices (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      name text NOT NULL,
      street_address text NOT NULL,
      postal_area_code text NOT NULL,
      post_office_name text NOT NULL
    );
    CREATE INDEX offices_organisation ON offices (organisation_id);
    CREATE TABLE organisation_images (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      image_kind smallint NOT NULL,
      url text NOT NULL
    );
    CREATE TABLE products (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      product_type smallint NOT NULL UNIQUE,
      name text NOT NULL,
      tier smallint NOT NULL
    );
    CREATE TABLE subscriptions (
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organisation_id, product_id)
    );
    CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      locale text NOT NULL DEFAULT 'fi-fi',
      phone_number text,
      selected_organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL,
      nw_admin boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email ON users (lower(email));
    CREATE TABLE memberships (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      phone_number text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, organisation_id)
    );
    CREATE INDEX memberships_organisation ON memberships (organisation_id);
    CREATE TABLE membership_offices (
      user_id integer NOT NULL,
      organisation_id integer NOT NULL,
      office_id integer NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, organisation_id, office_id),
      FOREIGN KEY (user_id, organisation_id) REFERENCES memberships (user_id, organisation_id) ON DELETE CASCADE
    );
    CREATE TABLE organisation_roles (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      name text NOT NULL,
      icon text NOT NULL DEFAULT 'person',
      role_type smallint NOT NULL DEFAULT 999
    );
    CREATE TABLE membership_roles (
      user_id integer NOT NULL,
      organisation_id integer NOT NULL,
      role_id integer NOT NULL REFERENCES organisation_roles (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, organisation_id, role_id),
      FOREIGN KEY (user_id, organisation_id) REFERENCES memberships (user_id, organisation_id) ON DELETE CASCADE
    );
    CREATE TABLE product_permissions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      key text NOT NULL UNIQUE,
      name text NOT NULL
    );
    CREATE TABLE permission_grants (
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      product_permission_id integer NOT NULL REFERENCES product_permissions (id),
      is_organisation_wide boolean NOT NULL DEFAULT false,
      PRIMARY KEY (organisation_id, product_permission_id)
    );
    CREATE TABLE permission_roles (
      organisation_id integer NOT NULL,
      product_permission_id integer NOT NULL,
      role_id integer NOT NULL REFERENCES organisation_roles (id) ON DELETE CASCADE,
      PRIMARY KEY (organisation_id, product_permission_id, role_id),
      FOREIGN KEY (organisation_id, product_permission_id)
        REFERENCES permission_grants (organisation_id, product_permission_id) ON DELETE CASCADE
    );
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user ON sessions (user_id);
    CREATE INDEX sessions_expires ON sessions (expires_at);
    CREATE TABLE login_attempts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email_key text NOT NULL,
      address text NOT NULL,
      succeeded boolean NOT NULL,
      attempted_at timestamptz NOT NULL
    );
    CREATE INDEX login_attempts_email ON login_attempts (email_key, attempted_at);
    CREATE INDEX login_attempts_address ON login_attempts (address, attempted_at);
    CREATE TABLE api_keys (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      key_prefix text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz,
      revoked_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE api_keys, login_attempts, sessions, permission_roles, permission_grants,
      product_permissions, membership_roles, organisation_roles, membership_offices,
      memberships, users, subscriptions, products, organisation_images, offices, organisations;
  `.execute(db);
}
