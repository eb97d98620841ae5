import { deskFiltersQuery, NO_DESK_FILTERS } from './desk-filters';
import { viewerDaysLabel, viewerTimeZone } from './viewer-zone';

describe("the viewer's zone", () => {
  it("is the browser's IANA zone", () => {
    expect(viewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('goes with the day filters only: their days are the admin’s', () => {
    expect(deskFiltersQuery({ ...NO_DESK_FILTERS, q: 'jane' })).toEqual({ q: 'jane' });
    expect(deskFiltersQuery({ ...NO_DESK_FILTERS, from: '2026-11-28' })).toEqual({
      from: '2026-11-28',
      tz: viewerTimeZone(),
    });
    expect(deskFiltersQuery({ ...NO_DESK_FILTERS, to: '2026-11-28' })).toEqual({
      to: '2026-11-28',
      tz: viewerTimeZone(),
    });
  });

  it('is named under the chart, readably', () => {
    expect(viewerDaysLabel('America/Los_Angeles')).toBe(
      'Days in your time zone (America/Los Angeles)',
    );
  });
});
