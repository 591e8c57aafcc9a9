import { describe, expect, it } from 'vitest';
import { isPhone, offeredMethods, testPaymentMethod, throughGateway } from './LocalPaymentForm.tsx';

describe('the local payment form', () => {
  it("offers the intent's methods it knows, in the Payment Element's order, and a card when none", () => {
    expect(offeredMethods(['card', 'klarna', 'paypal', 'swish', 'link'])).toEqual([
      'card',
      'swish',
      'klarna',
      'paypal',
    ]);
    expect(offeredMethods(['card', 'klarna', 'paypal'])).toEqual(['card', 'klarna', 'paypal']);
    expect(offeredMethods(undefined)).toEqual(['card']);
  });

  it("reaches the stand-in's pages through the gateway, and leaves other URLs alone", () => {
    expect(throughGateway('http://127.0.0.1:4010/_standin/authorize/pi_1?client_secret=s&via=app')).toBe(
      '/_local/stripe/_standin/authorize/pi_1?client_secret=s&via=app',
    );
    expect(throughGateway('https://example.com/pay')).toBe('https://example.com/pay');
    expect(throughGateway('/relative')).toBe('/relative');
  });

  it('switches to the Swish app on a phone-sized screen or a mobile browser, else shows the QR code', () => {
    expect(isPhone(390, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe(true);
    expect(isPhone(1280, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isPhone(1280, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe(false);
  });

  it('knows the test cards', () => {
    expect(testPaymentMethod('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethod('1234')).toBeNull();
  });
});
