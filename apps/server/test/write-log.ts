import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';

/**
 * Writes that happen in the background whatever a request did, so they say nothing about it: attempt counters
 * (rate limits count refused attempts too, and are swept), the mail worker delivering queued mail, and the sweep of
 * expired voice tokens.
 */
const BACKGROUND_WRITES = new Set([
  'rate_limits:INSERT',
  'rate_limits:UPDATE',
  'rate_limits:DELETE',
  'email_outbox:UPDATE',
  'voice_session_tokens:DELETE',
]);

/**
 * Records every row written to any table of the public schema, with a trigger per table, so a test can ask what a
 * request wrote. Test databases only.
 */
export async function installWriteLog(db: Db) {
  await db.execute(sql`create table if not exists test_write_log (id bigserial primary key, tbl text, op text)`);
  await db.execute(sql`
    create or replace function test_log_write() returns trigger language plpgsql as $$
    begin
      insert into test_write_log (tbl, op) values (tg_table_name, tg_op);
      return null;
    end $$`);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_write_log'`,
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(`create or replace trigger test_log_write after insert or update or delete on "${name}"
               for each row execute function test_log_write()`),
    );
  }
  return {
    /** A mark to compare with later. */
    async mark(): Promise<number> {
      const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id) as id from test_write_log`);
      return Number(row?.id ?? 0);
    },
    /** `table:OPERATION` of every row written since the mark, background writes left out. */
    async since(mark: number): Promise<string[]> {
      const rows = await queryRows<{ tbl: string; op: string }>(
        db,
        sql`select tbl, op from test_write_log where id > ${mark} order by id`,
      );
      return rows.map((row) => `${row.tbl}:${row.op}`).filter((write) => !BACKGROUND_WRITES.has(write));
    },
  };
}
