/**
 * Each fundraising page's total is kept by the database itself: triggers on the two gift tables
 * (online gifts credited to a page, and offline cash and cheques) add a gift's cents to its page's
 * row in fundraising_page_totals, and take them off again when the gift is voided, moved or
 * deleted. The trigger runs inside the statement that writes the gift, so the total can never
 * disagree with the gifts, whichever path wrote them (the donation endpoint, the admin, a script),
 * and concurrent gifts queue on the page's total row instead of overwriting each other.
 * Team and campaign totals are sums of their pages' rows (src/fundraising/totals.ts).
 *
 * The migrations create these; a database built by schema push (npm run dev) gets them from
 * ensureTotalsTriggers at start-up.
 */

/** The tables whose rows count towards a page: each has fundraiser_id, amount (dollars) and voided. */
export const GIFT_TABLES = ['fundraising_gifts', 'offline_gifts'] as const

const sqliteCents = (row: 'NEW' | 'OLD') => `CASE WHEN coalesce(${row}.voided, 0) = 0 THEN CAST(round(${row}.amount * 100) AS INTEGER) ELSE 0 END`
const sqliteCount = (row: 'NEW' | 'OLD') => `CASE WHEN coalesce(${row}.voided, 0) = 0 THEN 1 ELSE 0 END`
const sqliteAdd = `INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count) VALUES (NEW.fundraiser_id, ${sqliteCents('NEW')}, ${sqliteCount('NEW')})
    ON CONFLICT (page_id) DO UPDATE SET raised_cents = raised_cents + excluded.raised_cents, gift_count = gift_count + excluded.gift_count;`
const sqliteTakeOff = `UPDATE fundraising_page_totals SET raised_cents = raised_cents - ${sqliteCents('OLD')}, gift_count = gift_count - ${sqliteCount('OLD')} WHERE page_id = OLD.fundraiser_id;`

/** SQLite: three triggers per gift table. */
export const SQLITE_TOTALS_TRIGGERS: string[] = GIFT_TABLES.flatMap((table) => [
  `CREATE TRIGGER IF NOT EXISTS ${table}_total_insert AFTER INSERT ON ${table} BEGIN ${sqliteAdd} END;`,
  `CREATE TRIGGER IF NOT EXISTS ${table}_total_update AFTER UPDATE OF fundraiser_id, amount, voided ON ${table} BEGIN ${sqliteTakeOff} ${sqliteAdd} END;`,
  `CREATE TRIGGER IF NOT EXISTS ${table}_total_delete AFTER DELETE ON ${table} BEGIN ${sqliteTakeOff} END;`,
])

export const SQLITE_DROP_TOTALS_TRIGGERS: string[] = GIFT_TABLES.flatMap((table) =>
  ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER IF EXISTS ${table}_total_${op};`),
)

/** PostgreSQL: one function, a row trigger on each gift table. */
export const POSTGRES_TOTALS_TRIGGERS: string[] = [
  `CREATE OR REPLACE FUNCTION fundraising_page_total() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT coalesce(OLD.voided, false) THEN
    UPDATE fundraising_page_totals
       SET raised_cents = raised_cents - round(OLD.amount * 100), gift_count = gift_count - 1
     WHERE page_id = OLD.fundraiser_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT coalesce(NEW.voided, false) THEN
    INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)
    VALUES (NEW.fundraiser_id, round(NEW.amount * 100), 1)
    ON CONFLICT (page_id) DO UPDATE
      SET raised_cents = fundraising_page_totals.raised_cents + excluded.raised_cents,
          gift_count = fundraising_page_totals.gift_count + 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;`,
  ...GIFT_TABLES.map(
    (table) => `CREATE OR REPLACE TRIGGER ${table}_total AFTER INSERT OR DELETE OR UPDATE OF fundraiser_id, amount, voided ON ${table} FOR EACH ROW EXECUTE FUNCTION fundraising_page_total();`,
  ),
]

export const POSTGRES_DROP_TOTALS_TRIGGERS: string[] = [
  ...GIFT_TABLES.map((table) => `DROP TRIGGER IF EXISTS ${table}_total ON ${table};`),
  'DROP FUNCTION IF EXISTS fundraising_page_total();',
]
