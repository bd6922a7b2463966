import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`donations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`amount\` numeric NOT NULL,
  	\`donation_type\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`receipt_number\` numeric,
  	\`donation_area\` text,
  	\`gift_type\` text DEFAULT 'foundation',
  	\`honouree_occasion\` text,
  	\`honouree_title\` text,
  	\`honouree_first_name\` text,
  	\`honouree_last_name\` text,
  	\`honouree_send_to\` text,
  	\`honouree_address\` text,
  	\`honouree_city\` text,
  	\`honouree_province\` text,
  	\`honouree_postal_code\` text,
  	\`honouree_country\` text,
  	\`honouree_sent_on_behalf_of\` text,
  	\`honouree_name_on_card\` text,
  	\`honouree_message\` text,
  	\`mailing_list\` integer,
  	\`office_note\` text,
  	\`b_fname\` text,
  	\`b_lname\` text,
  	\`b_email\` text,
  	\`b_tel\` text,
  	\`b_add\` text,
  	\`b_city\` text,
  	\`b_prov\` text,
  	\`b_pcode\` text,
  	\`b_country\` text,
  	\`gateway\` text,
  	\`reference_num\` text,
  	\`auth_code\` text,
  	\`response_code\` text,
  	\`gateway_response_code\` text,
  	\`message\` text,
  	\`card_brand\` text,
  	\`card_last4\` text,
  	\`trans_date_time\` text,
  	\`recurring_id\` integer,
  	\`idempotency_key\` text,
  	\`response\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recurring_id\`) REFERENCES \`recurring_donations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`donations_donation_type_idx\` ON \`donations\` (\`donation_type\`);`)
  await db.run(sql`CREATE INDEX \`donations_status_idx\` ON \`donations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donations_receipt_number_idx\` ON \`donations\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`donations_b_email_idx\` ON \`donations\` (\`b_email\`);`)
  await db.run(sql`CREATE INDEX \`donations_reference_num_idx\` ON \`donations\` (\`reference_num\`);`)
  await db.run(sql`CREATE INDEX \`donations_recurring_idx\` ON \`donations\` (\`recurring_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donations_idempotency_key_idx\` ON \`donations\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`donations_updated_at_idx\` ON \`donations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`donations_created_at_idx\` ON \`donations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recurring_donations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`next_charge_date\` text,
  	\`donation_area\` text,
  	\`b_fname\` text,
  	\`b_lname\` text,
  	\`b_email\` text,
  	\`b_tel\` text,
  	\`b_add\` text,
  	\`b_city\` text,
  	\`b_prov\` text,
  	\`b_pcode\` text,
  	\`b_country\` text,
  	\`gateway\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`card_brand\` text,
  	\`card_last4\` text,
  	\`failed_attempts\` numeric DEFAULT 0,
  	\`retry_at\` text,
  	\`last_charged_at\` text,
  	\`cancelled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`recurring_donations_status_idx\` ON \`recurring_donations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_next_charge_date_idx\` ON \`recurring_donations\` (\`next_charge_date\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_b_email_idx\` ON \`recurring_donations\` (\`b_email\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_updated_at_idx\` ON \`recurring_donations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_created_at_idx\` ON \`recurring_donations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`annual_receipts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`serial\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`gift_count\` numeric,
  	\`issued_at\` text,
  	\`donor_key\` text NOT NULL,
  	\`b_fname\` text,
  	\`b_lname\` text,
  	\`b_email\` text,
  	\`b_add\` text,
  	\`b_city\` text,
  	\`b_prov\` text,
  	\`b_pcode\` text,
  	\`b_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_receipts_serial_idx\` ON \`annual_receipts\` (\`serial\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_year_idx\` ON \`annual_receipts\` (\`year\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_receipts_donor_key_idx\` ON \`annual_receipts\` (\`donor_key\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_updated_at_idx\` ON \`annual_receipts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_created_at_idx\` ON \`annual_receipts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`annual_receipts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`donations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`annual_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_order_idx\` ON \`annual_receipts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_parent_idx\` ON \`annual_receipts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_path_idx\` ON \`annual_receipts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_donations_id_idx\` ON \`annual_receipts_rels\` (\`donations_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`donation_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`place_of_issue\` text DEFAULT 'Vancouver, BC' NOT NULL,
  	\`signatory_name\` text DEFAULT 'Executive Director' NOT NULL,
  	\`signatory_title\` text,
  	\`signature_id\` integer,
  	\`tax_contact_address\` text,
  	\`tax_contact_phone\` text,
  	\`alternative_ways\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`donation_settings_signature_idx\` ON \`donation_settings\` (\`signature_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`donations_id\` integer REFERENCES donations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recurring_donations_id\` integer REFERENCES recurring_donations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`annual_receipts_id\` integer REFERENCES annual_receipts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`donations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recurring_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`recurring_donations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_annual_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`annual_receipts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`donations\`;`)
  await db.run(sql`DROP TABLE \`recurring_donations\`;`)
  await db.run(sql`DROP TABLE \`annual_receipts\`;`)
  await db.run(sql`DROP TABLE \`annual_receipts_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`donation_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
