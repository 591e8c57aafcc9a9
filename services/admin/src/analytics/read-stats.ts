import { monthsOf, queries, queryInput } from '@konstvagg/domain';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import type { StatItem } from './aggregate.ts';

/**
 * Every counter item (day totals and dimensions) of the days from..to: one Query per month the
 * range touches (a year is 12 or 13), never a scan.
 */
export async function readStatDays(from: string, to: string): Promise<StatItem[]> {
  const months = await Promise.all(
    monthsOf(from, to).map((month) =>
      queryAll<StatItem>({ TableName: tableName(), ...queryInput(queries.statDaysOfMonth(month, from, to)) }),
    ),
  );
  return months.flat();
}
