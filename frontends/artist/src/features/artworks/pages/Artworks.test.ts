import { describe, expect, it } from 'vitest';
import { allowedActions } from './Artworks.tsx';

describe('the actions a work offers its artist', () => {
  it('follows docs/decisions.md#artist-studio per status', () => {
    expect(allowedActions('draft')).toEqual({ edit: true, actions: ['submit', 'delete'] });
    expect(allowedActions('pending_review')).toEqual({ edit: true, actions: ['withdraw', 'delete'] });
    expect(allowedActions('available')).toEqual({ edit: true, actions: ['withdraw', 'delete'] });
    expect(allowedActions('unavailable')).toEqual({ edit: true, actions: ['relist', 'delete'] });
    // At a venue only the terms change; bought works not at all.
    expect(allowedActions('exhibited')).toEqual({ edit: true, actions: [] });
    for (const s of ['reserved', 'sold', 'delivered'] as const)
      expect(allowedActions(s)).toEqual({ edit: false, actions: [] });
  });
});
