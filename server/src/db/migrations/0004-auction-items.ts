import { sql, type Kysely } from 'kysely';

// Organisation settings and locations (the settings feature edits them; drafts read them),
// default responsible salespeople and target groups per office, auction items with their files,
// responsible people and target groups, charges to organisations, and the audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organisation_settings (
      organisation_id integer PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
      show_responsible_sales_people_default boolean NOT NULL DEFAULT true,
      creator_as_responsible_person boolean NOT NULL DEFAULT true,
      default_delivery_offer_request_makinen boolean NOT NULL DEFAULT false,
      default_delivery_offer_request_sjoberg boolean NOT NULL DEFAULT false,
      default_delivery_location_type smallint NOT NULL DEFAULT 0,
      default_delivery_location_id integer,
      registration_certificate_not_required boolean NOT NULL DEFAULT false,
      registration_certificate_email_address text,
      start_price integer,
      minimum_raise integer,
      commission_fee integer NOT NULL DEFAULT 0,
      vat_deductable boolean NOT NULL DEFAULT true,
      fixed_end_time boolean NOT NULL DEFAULT false,
      hours_open_after_first_bid integer NOT NULL DEFAULT 24,
      open_bid boolean NOT NULL DEFAULT false,
      questions_allowed boolean NOT NULL DEFAULT true,
      show_in_basic_auction boolean NOT NULL DEFAULT true,
      auctioneer_description text,
      payment_instructions text,
      organisation_email_address text,
      organisation_phone_number text
    );
    CREATE TABLE organisation_locations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      name text NOT NULL,
      street_address text NOT NULL,
      postal_area_code text NOT NULL,
      post_office_name text NOT NULL,
      office_id integer REFERENCES offices (id) ON DELETE SET NULL,
      location_purpose smallint NOT NULL,
      location_type smallint NOT NULL,
      pick_up_description text,
      delivery_description text,
      pick_up_enabled boolean NOT NULL DEFAULT false,
      delivery_enabled boolean NOT NULL DEFAULT false
    );
    CREATE INDEX organisation_locations_organisation ON organisation_locations (organisation_id);
    CREATE TABLE default_responsible_salespeople (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      office_id integer NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      show_in_auction boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (office_id, user_id)
    );
    CREATE TABLE company_groups (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      name text NOT NULL,
      company_group_type smallint NOT NULL DEFAULT 0
    );
    CREATE TABLE company_group_items (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_group_id integer NOT NULL REFERENCES company_groups (id) ON DELETE CASCADE,
      business_identity_code text NOT NULL,
      name text NOT NULL,
      UNIQUE (company_group_id, business_identity_code)
    );
    CREATE TABLE default_office_company_groups (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
      office_id integer NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
      company_group_id integer NOT NULL REFERENCES company_groups (id) ON DELETE CASCADE,
      visibility_type smallint NOT NULL
    );
    CREATE TABLE auction_items (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      status smallint NOT NULL DEFAULT 0,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      published_at timestamptz,
      copied_from_item_id integer REFERENCES auction_items (id) ON DELETE SET NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      price_now integer,
      bid_count integer NOT NULL DEFAULT 0,
      bidder_count integer NOT NULL DEFAULT 0,
      view_count integer NOT NULL DEFAULT 0,
      favorite_count integer NOT NULL DEFAULT 0,
      is_finished boolean NOT NULL DEFAULT false,
      is_winning_bid_selected boolean NOT NULL DEFAULT false,
      price_reservation_exceeded boolean NOT NULL DEFAULT false,
      has_auctioneer_confirmation boolean NOT NULL DEFAULT false,
      office_id integer REFERENCES offices (id),
      location_id integer REFERENCES organisation_locations (id) ON DELETE SET NULL,
      license_number text,
      make text,
      model text,
      "type" text,
      model_year integer,
      mileage integer,
      body_type smallint,
      drive_type smallint,
      vehicle_identification_number text,
      vehicle_type smallint,
      fuel_type smallint,
      transmission_type smallint,
      color smallint,
      hybrid_type smallint,
      windscreen smallint,
      door_count integer,
      key_count integer,
      trailer_transportable boolean NOT NULL DEFAULT false,
      engine_displacement integer,
      power_kw integer,
      torque_nm integer,
      co2_emission_nedc integer,
      co2_emission_wltp integer,
      vehicle_tax numeric(10, 2),
      commissioning_date text,
      first_registration_date text,
      last_tech_inspection text,
      next_tech_inspection_end text,
      "range" integer,
      battery_capacity numeric(10, 2),
      battery_warranty text,
      peak_charging_power numeric(10, 2),
      charging_socket_type text,
      electric_consumption_combined numeric(10, 2),
      fuel_consumption_combined numeric(10, 2),
      equipment text,
      auctioneer_description text,
      technical_description text,
      timing_belt_description text,
      tyre_description text,
      headlight_description text,
      service_description text,
      using_history_description text,
      interior_description text,
      audio_description text,
      body_description text,
      test_drive_date text,
      test_drive_description text,
      other_description text,
      start_price integer,
      minimum_raise integer,
      commission_fee integer,
      vat_deductable boolean NOT NULL DEFAULT true,
      open_bid boolean NOT NULL DEFAULT false,
      price_reservation integer,
      fixed_end_time boolean NOT NULL DEFAULT false,
      hours_open_after_first_bid integer,
      questions_allowed boolean NOT NULL DEFAULT true,
      show_in_basic_auction boolean NOT NULL DEFAULT true,
      show_responsible_sales_people boolean NOT NULL DEFAULT true,
      interior_view360_url text,
      exterior_view360_url text
    );
    CREATE INDEX auction_items_organisation ON auction_items (organisation_id, status);
    CREATE INDEX auction_items_public ON auction_items (status, end_time);
    CREATE TABLE auction_item_files (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      media_file_id integer NOT NULL REFERENCES media_files (id),
      order_number integer NOT NULL,
      angle smallint NOT NULL DEFAULT 0
    );
    CREATE INDEX auction_item_files_item ON auction_item_files (auction_item_id, order_number);
    CREATE TABLE auction_item_responsible_persons (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      show_in_auction boolean NOT NULL DEFAULT true,
      UNIQUE (auction_item_id, user_id)
    );
    CREATE TABLE auction_item_company_groups (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      company_group_id integer NOT NULL REFERENCES company_groups (id) ON DELETE CASCADE,
      visibility_type smallint NOT NULL,
      UNIQUE (auction_item_id, company_group_id)
    );
    CREATE TABLE organisation_charges (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      auction_item_id integer REFERENCES auction_items (id) ON DELETE SET NULL,
      amount_cents integer NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer REFERENCES auction_items (id) ON DELETE CASCADE,
      organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      actor_type smallint NOT NULL,
      audit_log_type smallint NOT NULL,
      description text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX audit_log_item ON audit_log (auction_item_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE audit_log, organisation_charges, auction_item_company_groups,
      auction_item_responsible_persons, auction_item_files, auction_items,
      default_office_company_groups, company_group_items, company_groups,
      default_responsible_salespeople, organisation_locations, organisation_settings;
  `.execute(db);
}
