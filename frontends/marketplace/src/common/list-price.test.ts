import { describe, expect, it } from 'vitest';
import { listPriceValues } from './list-price.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the list price of an order paid in another currency', () => {
  it('gives the list price in its own currency, the rate and its day', () => {
    const listPrice = { amount: 450, currency: 'EUR', rate: 11.5556, rate_date: '2026-12-01' };
    const sv = listPriceValues(listPrice, 'sv');
    expect(plain(sv.price)).toBe('450 €');
    expect(sv.rate).toBe('11,5556');
    expect(plain(sv.date)).toBe('1 dec. 2026');
    expect(listPriceValues(listPrice, 'en')).toMatchObject({
      price: '€450',
      rate: '11.5556',
      date: '1 Dec 2026',
    });
  });
});
