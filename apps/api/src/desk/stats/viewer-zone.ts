import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  DEFAULT_TIME_ZONE,
  TIME_ZONE_INVALID,
  TIME_ZONE_PARAM,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

/*
 * The viewer's days. The statistics' days, the reviewed list's `from`/`to` and the CSV export's
 * range are days of the zone the client names in `tz` (an IANA name such as 'America/Los_Angeles';
 * omitted = UTC, as before the parameter existed). Stored times stay instants (timestamptz, ISO
 * 8601 UTC in answers and files): only where a day starts and ends depends on the zone.
 */

/** Zone names as the IANA database spells them: 'UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,32}){0,2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The (cached) formatter that reads an instant's wall-clock fields in `zone`; throws RangeError for an unknown zone. */
function wallClock(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Bounded: only names the runtime's time-zone database knows get here (a few hundred).
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * `tz` of a query: omitted or blank = 'UTC'; otherwise a zone name of the IANA database (as the
 * runtime's Intl knows it, aliases and any letter case included), returned as sent. Anything else
 * (an offset such as '+05:30', a POSIX rule, text with quotes or spaces, a repeated parameter) is
 * a 400 `{detail: VALIDATION_FAILED, errors: {tz: [TIME_ZONE_INVALID]}}`: the name reaches
 * PostgreSQL only as a bound parameter, and only once the runtime has recognised it.
 */
export function parseTimeZone(value: unknown): string {
  if (value === undefined || value === '') return DEFAULT_TIME_ZONE;
  const invalid = () =>
    new BadRequestException({
      detail: VALIDATION_FAILED,
      errors: { [TIME_ZONE_PARAM]: [TIME_ZONE_INVALID] },
    });
  if (typeof value !== 'string' || !ZONE_NAME.test(value)) throw invalid();
  try {
    wallClock(value);
  } catch {
    throw invalid();
  }
  return value;
}

/** The wall-clock reading of `instant` in `zone` as if it were UTC, in ms (its offset is this minus the instant). */
function wallClockMs(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's calendar day of `instant`, 'YYYY-MM-DD'. */
export function zoneDay(instant: Date, zone: string): string {
  return new Date(wallClockMs(instant.getTime(), zone)).toISOString().slice(0, 10);
}

/**
 * The first instant of the zone's day `day` ('YYYY-MM-DD', a real date): its midnight, or where a
 * clock change skips midnight, the first minute that exists that day.
 */
export function zoneDayStart(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // Two rounds settle the offset (the second corrects for a change between the guess and the answer).
  let instant = midnight - (wallClockMs(midnight, zone) - midnight);
  instant = midnight - (wallClockMs(instant, zone) - instant);
  // A midnight the clocks skip: move up to the day's first minute (whole offsets are quarter hours).
  for (let step = 0; step < 12 && zoneDay(new Date(instant), zone) < day; step += 1)
    instant += 15 * 60_000;
  // A midnight that happens twice (clocks turned back over it): the earlier one.
  const hourBefore = instant - 60 * 60_000;
  if (zoneDay(new Date(hourBefore), zone) === day && wallClockMs(hourBefore, zone) >= midnight)
    instant = hourBefore;
  return new Date(instant);
}

/** The first instant after the zone's day `day`: the start of the next day. */
export function zoneDayEnd(day: string, zone: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return zoneDayStart(next, zone);
}

export const TimeZoneQuery = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    parseTimeZone(
      context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>()
        .query?.[TIME_ZONE_PARAM],
    ),
);
