import Stripe from 'stripe';
import { config } from '../config.ts';

/** The payments port: the real Stripe SDK, pointed at the local stand-in when STRIPE_API_BASE is set. */
let client: Stripe | null = null;

export function stripe(): Stripe {
  if (client) return client;
  const { secretKey, apiBase } = config.stripe;
  const target = apiBase ? new URL(apiBase) : null;
  client = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return client;
}
