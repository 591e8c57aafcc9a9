import { describe, expect, it } from 'vitest';
import { EXHIBITION_STATUSES } from '@konstvagg/contracts/vocabulary';
import {
  TABS,
  TAB_OF,
  damageProblem,
  openByArtwork,
  splitRequests,
  tabCounts,
  venueActions,
} from './exhibitions.ts';
import type { ExhibitionView } from '@konstvagg/contracts';

function view(
  id: string,
  status: ExhibitionView['status'],
  extra: Partial<ExhibitionView> = {},
): ExhibitionView {
  return {
    id,
    status,
    requested_by: 'venue',
    message: null,
    reason: null,
    artwork: {
      id: `art-${id}`,
      title: id,
      price: 100,
      primary_image: null,
      status: 'available',
      size_category: 'M',
      category: 'painting',
    },
    artist: { id: 'a', artist_name: 'A', city: null },
    venue: { id: 'v', venue_name: 'V', city: 'Stockholm', address: '', postal_code: '' },
    shipping: { carrier: null, tracking: null, shipped_at: null },
    arrived_at: null,
    history: [],
    actions: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

describe('exhibition tabs', () => {
  it('puts every status in exactly one tab', () => {
    for (const s of EXHIBITION_STATUSES) expect(TABS).toContain(TAB_OF[s]);
  });

  it('counts per tab from the server counts, or from the list when there are none', () => {
    expect(
      tabCounts([], { requested: 2, accepted: 1, shipped: 3, on_display: 4, returned: 5, damaged: 1 }),
    ).toEqual({
      requests: 2,
      shipments: 4,
      display: 4,
      returns: 1,
      history: 5,
    });
    expect(tabCounts([view('1', 'requested'), view('2', 'cancelled'), view('3', 'rejected')])).toEqual({
      requests: 1,
      shipments: 0,
      display: 0,
      returns: 0,
      history: 2,
    });
  });

  it('splits open requests into incoming (the artist asked) and outgoing (we asked)', () => {
    const { incoming, outgoing } = splitRequests([
      view('in', 'requested', { requested_by: 'artist' }),
      view('out', 'requested'),
      view('old', 'rejected', { requested_by: 'artist' }),
    ]);
    expect(incoming.map((v) => v.id)).toEqual(['in']);
    expect(outgoing.map((v) => v.id)).toEqual(['out']);
  });

  it('knows which works already have an open exhibition here, and forgets closed ones', () => {
    const open = openByArtwork([
      view('1', 'requested'),
      view('2', 'on_display'),
      view('3', 'rejected'),
      view('4', 'returned'),
    ]);
    expect([...open.keys()].sort()).toEqual(['art-1', 'art-2']);
  });

  it("offers only the venue's actions from the server's list, in a fixed order", () => {
    expect(venueActions({ actions: ['report_damage', 'ship', 'request_return', 'confirm_return'] })).toEqual([
      'request_return',
      'report_damage',
    ]);
  });

  it('checks a damage report before sending it', () => {
    expect(damageProblem('scratched', 0)).toBe('short');
    expect(damageProblem('A long scratch on the frame', 0)).toBeNull();
    expect(damageProblem('x'.repeat(1001), 0)).toBe('long');
    expect(damageProblem('A long scratch on the frame', 6)).toBe('photos');
  });
});
