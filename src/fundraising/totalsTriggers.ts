/**
 * Each fundraising page's total is kept by the database itself: triggers on the two gift tables
 * (online gifts credited to a page, and offline cash and cheques) add a gift's cents to its page's
 * row in fundraising_page_totals, and take them off again when the gift is voided, moved or
 * deleted. The trigger runs inside the statement that writes the gift, so the total can never
 * disagree with the gifts, whichever path wrote them (the donation endpoint, the admin, a script),
 * and concurrent gifts queue on the page's total row instead of overwriting each other.
 * Team and campaign totals are sums of their pages' rows (src/fundraising/totals.ts).
 *
 * The migrations create these (schema push, as in `npm run dev`, does not: run `npm run migrate`).
 */

/**
 * The tables whose rows count towards a page, each with fundraiser_id, amount (dollars) and
 * voided, and which of their rows count: online credits once their payment is approved, offline
 * gifts once recorded; neither when voided.
 */
const GIFT_TABLES = {
  fundraising_gifts: { columns: 'fundraiser_id, amount, voided, status', counts: (row: string) => `${row}.status = 'approved' AND NOT coalesce(${row}.voided, false)` },
  offline_gifts: { columns: 'fundraiser_id, amount, voided', counts: (row: string) => `NOT coalesce(${row}.voided, false)` },
} as const
type GiftTable = keyof typeof GIFT_TABLES
const TABLES = Object.keys(GIFT_TABLES) as GiftTable[]

const sqliteAdd = (table: GiftTable) => `INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)
    SELECT NEW.fundraiser_id, CAST(round(NEW.amount * 100) AS INTEGER), 1 WHERE ${GIFT_TABLES[table].counts('NEW')}
    ON CONFLICT (page_id) DO UPDATE SET raised_cents = raised_cents + excluded.raised_cents, gift_count = gift_count + excluded.gift_count;`
const sqliteTakeOff = (table: GiftTable) => `UPDATE fundraising_page_totals SET raised_cents = raised_cents - CAST(round(OLD.amount * 100) AS INTEGER), gift_count = gift_count - 1
    WHERE page_id = OLD.fundraiser_id AND ${GIFT_TABLES[table].counts('OLD')};`

/** SQLite: three triggers per gift table. */
export const SQLITE_TOTALS_TRIGGERS: string[] = TABLES.flatMap((table) => [
  `CREATE TRIGGER IF NOT EXISTS ${table}_total_insert AFTER INSERT ON ${table} BEGIN ${sqliteAdd(table)} END;`,
  `CREATE TRIGGER IF NOT EXISTS ${table}_total_update AFTER UPDATE OF ${GIFT_TABLES[table].columns} ON ${table} BEGIN ${sqliteTakeOff(table)} ${sqliteAdd(table)} END;`,
  `CREATE TRIGGER IF NOT EXISTS ${table}_total_delete AFTER DELETE ON ${table} BEGIN ${sqliteTakeOff(table)} END;`,
])

export const SQLITE_DROP_TOTALS_TRIGGERS: string[] = TABLES.flatMap((table) =>
  ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER IF EXISTS ${table}_total_${op};`),
)

/** PostgreSQL: a function and a row trigger per gift table. */
export const POSTGRES_TOTALS_TRIGGERS: string[] = TABLES.flatMap((table) => [
  `CREATE OR REPLACE FUNCTION ${table}_page_total() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND ${GIFT_TABLES[table].counts('OLD')} THEN
    UPDATE fundraising_page_totals
       SET raised_cents = raised_cents - round(OLD.amount * 100), gift_count = gift_count - 1
     WHERE page_id = OLD.fundraiser_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND ${GIFT_TABLES[table].counts('NEW')} THEN
    INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)
    VALUES (NEW.fundraiser_id, round(NEW.amount * 100), 1)
    ON CONFLICT (page_id) DO UPDATE
      SET raised_cents = fundraising_page_totals.raised_cents + excluded.raised_cents,
          gift_count = fundraising_page_totals.gift_count + 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;`,
  `CREATE OR REPLACE TRIGGER ${table}_total AFTER INSERT OR DELETE OR UPDATE OF ${GIFT_TABLES[table].columns} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_page_total();`,
])

export const POSTGRES_DROP_TOTALS_TRIGGERS: string[] = TABLES.flatMap((table) => [
  `DROP TRIGGER IF EXISTS ${table}_total ON ${table};`,
  `DROP FUNCTION IF EXISTS ${table}_page_total();`,
])
