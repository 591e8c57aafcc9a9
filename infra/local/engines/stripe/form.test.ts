import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.ts';

describe('parseStripeForm', () => {
  it('reads nested brackets, arrays and appended arrays as Stripe encodes them', () => {
    const body =
      'amount=45000&currency=eur&automatic_payment_methods%5Benabled%5D=true&metadata%5Border_id%5D=o%201' +
      '&payment_method_types%5B0%5D=card&payment_method_types%5B1%5D=klarna&expand%5B%5D=latest_charge&expand%5B%5D=customer';
    expect(parseStripeForm(body)).toEqual({
      amount: '45000',
      currency: 'eur',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { order_id: 'o 1' },
      payment_method_types: ['card', 'klarna'],
      expand: ['latest_charge', 'customer'],
    });
  });

  it('keeps empty values (Stripe uses them to unset a field) and decodes plus as space', () => {
    expect(parseStripeForm('description=&statement_descriptor=Konst+v%C3%A4gg')).toEqual({
      description: '',
      statement_descriptor: 'Konst vägg',
    });
  });
});
