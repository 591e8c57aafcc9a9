import { describe, expect, it } from 'vitest';
import { EXHIBITION_STATUSES } from '@konstvagg/contracts/vocabulary';
import { pathOf } from '@konstvagg/ui';
import {
  EXHIBITION_TABS,
  actionRequest as request,
  artistActions,
  citiesOf,
  closingReason,
  direction,
  initialTab,
  itemsOf,
  labelHref,
  mappable,
  needsDialog,
  proposalConflict,
  showsLabel,
  statusesOf,
  tabCounts,
  tabOf,
  type ExhibitionHistoryEntry,
  type ExhibitionView,
} from './model.ts';

/** The request an action makes: its path (as the client builds it) and the body, when it has one. */
const actionRequest = (...args: Parameters<typeof request>) => {
  const { endpoint, params, body } = request(...args);
  return { path: pathOf(endpoint, params), ...(body === undefined ? {} : { body }) };
};

const view = (id: string, status: ExhibitionView['status'], extra: Partial<ExhibitionView> = {}) =>
  ({
    id,
    status,
    requested_by: 'venue',
    message: null,
    reason: null,
    history: [],
    actions: [],
    ...extra,
  }) as unknown as ExhibitionView;

describe('exhibition tabs', () => {
  it('put every status in exactly one tab, in the order the stages come', () => {
    const seen = EXHIBITION_TABS.flatMap((t) => statusesOf(t));
    expect([...seen].sort()).toEqual([...EXHIBITION_STATUSES].sort());
    expect(statusesOf('requests')).toEqual(['requested']);
    expect(statusesOf('shipping')).toEqual(['accepted', 'shipped']);
    expect(statusesOf('on_display')).toEqual(['on_display', 'sold']);
    expect(statusesOf('returns')).toEqual(['return_requested']);
    expect(statusesOf('history').sort()).toEqual(
      ['cancelled', 'collected', 'damaged', 'rejected', 'returned'].sort(),
    );
    expect(tabOf('sold')).toBe('on_display');
  });

  it('add the server’s counts per status into each tab, ignoring names it does not know', () => {
    expect(
      tabCounts({ requested: 2, accepted: 1, shipped: 3, rejected: 1, cancelled: 2, damaged: 1, bogus: 9 }),
    ).toEqual({ requests: 2, shipping: 4, on_display: 0, returns: 0, history: 4 });
    expect(tabCounts({})).toEqual({ requests: 0, shipping: 0, on_display: 0, returns: 0, history: 0 });
  });

  it('open the tab the address names, else the first with something in it', () => {
    const counts = { requests: 0, shipping: 0, on_display: 2, returns: 0, history: 1 };
    expect(initialTab('history', counts)).toBe('history');
    expect(initialTab('nonsense', counts)).toBe('on_display');
    expect(initialTab(null, counts)).toBe('on_display');
    expect(initialTab(null, { ...counts, on_display: 0, history: 0 })).toBe('requests');
  });

  it('list a tab’s items in the server’s order', () => {
    const list = [view('a', 'shipped'), view('b', 'requested'), view('c', 'accepted'), view('d', 'returned')];
    expect(itemsOf(list, 'shipping').map((e) => e.id)).toEqual(['a', 'c']);
    expect(itemsOf(list, 'history').map((e) => e.id)).toEqual(['d']);
    expect(itemsOf(list, 'returns')).toEqual([]);
  });
});

describe('exhibition actions', () => {
  it('offer the artist only the actions the page knows, in a fixed order', () => {
    expect(artistActions(['reject', 'accept'])).toEqual(['accept', 'reject']);
    expect(artistActions(['cancel', 'ship'])).toEqual(['ship', 'cancel']);
    expect(artistActions(['confirm_arrival', 'validate_pickup', 'whatever'])).toEqual([]);
  });

  it('ask first for a reason, the tracking or a description; accept and confirm-return run at once', () => {
    expect(needsDialog('accept')).toBe(false);
    expect(needsDialog('confirm_return')).toBe(false);
    for (const a of ['reject', 'cancel', 'ship', 'request_return', 'report_damage'] as const)
      expect(needsDialog(a)).toBe(true);
  });

  it('call the contract’s paths, sending only what was filled in', () => {
    expect(actionRequest('ex 1', 'accept')).toEqual({ path: '/exhibitions/requests/ex%201/accept' });
    expect(actionRequest('e1', 'reject', { reason: '  no room  ' })).toEqual({
      path: '/exhibitions/requests/e1/reject',
      body: { reason: 'no room' },
    });
    expect(actionRequest('e1', 'cancel', { reason: '   ' })).toEqual({
      path: '/exhibitions/requests/e1/cancel',
      body: {},
    });
    expect(actionRequest('e1', 'ship', { carrier: 'PostNord', tracking: '' })).toEqual({
      path: '/exhibitions/e1/ship',
      body: { carrier: 'PostNord' },
    });
    expect(actionRequest('e1', 'request_return').path).toBe('/exhibitions/e1/request-return');
    expect(actionRequest('e1', 'confirm_return')).toEqual({ path: '/exhibitions/e1/confirm-return' });
    expect(actionRequest('e1', 'report_damage').path).toBe('/exhibitions/e1/report-damage');
  });

  it('link the label PDF while the work is accepted or on its way', () => {
    expect(labelHref('aw/1')).toBe('/api/v1/artworks/aw%2F1/label');
    expect(showsLabel('accepted')).toBe(true);
    expect(showsLabel('shipped')).toBe(true);
    expect(showsLabel('on_display')).toBe(false);
    expect(showsLabel('requested')).toBe(false);
  });

  it('tell incoming requests from the artist’s own proposals', () => {
    expect(direction({ requested_by: 'venue' })).toBe('incoming');
    expect(direction({ requested_by: 'artist' })).toBe('outgoing');
  });

  it('explain the two proposal conflicts and nothing else', () => {
    expect(proposalConflict('request_exists')).toBe('request_exists');
    expect(proposalConflict('artwork_unavailable')).toBe('artwork_unavailable');
    expect(proposalConflict('conflict')).toBeNull();
    expect(proposalConflict(undefined)).toBeNull();
  });
});

describe('closing reason', () => {
  const entry = (what: ExhibitionHistoryEntry['what'], note: string | null): ExhibitionHistoryEntry => ({
    at: '2026-01-01T10:00:00.000Z',
    by_role: 'venue',
    by_name: null,
    what,
    note,
  });
  it('is the view’s reason for a rejection, a cancellation or damage', () => {
    expect(closingReason(view('a', 'rejected', { reason: ' Walls are full ' }))).toBe('Walls are full');
    expect(closingReason(view('a', 'on_display', { reason: 'x' }))).toBeNull();
  });
  it('falls back to the note of the history entry that closed it', () => {
    const history = [entry('requested', 'hello'), entry('cancelled', 'Another venue took it')];
    expect(closingReason(view('a', 'cancelled', { history }))).toBe('Another venue took it');
    expect(closingReason(view('a', 'rejected'))).toBeNull();
  });
});

describe('venue choices', () => {
  it('list each city once, sorted in the reader’s language', () => {
    const venues = [
      { city: 'Malmö' },
      { city: 'Göteborg' },
      { city: 'malmö' },
      { city: ' ' },
      { city: 'Stockholm' },
    ];
    expect(citiesOf(venues, 'sv')).toEqual(['Göteborg', 'Malmö', 'Stockholm']);
  });
  it('map only venues with a real position', () => {
    const ok = { latitude: 59.3, longitude: 18.1 };
    const bad = [
      { latitude: 0, longitude: 0 },
      { latitude: Number.NaN, longitude: 1 },
      { latitude: 95, longitude: 1 },
    ];
    expect(mappable([ok, ...bad])).toEqual([ok]);
  });
});
