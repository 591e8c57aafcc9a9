import type http from 'node:http';
import type { Obj, Standin } from './state.ts';

/** The stand-in's answers outside the REST API: JSON for test controls, HTML for its browser pages. */

export const STRIPE_API_VERSION = '2026-10-28.endive';

/** A `/_standin/*` route: a test control (JSON) or a page standing in for a Stripe-hosted screen. */
export interface StandinRoute {
  /** Any method when omitted (a page shows itself on GET and acts on POST). */
  method?: 'GET' | 'POST';
  path: RegExp;
  handle: (s: Standin, request: StandinRequest) => void;
}

export interface StandinRequest {
  method: string;
  url: URL;
  body: string;
  match: RegExpMatchArray;
  res: http.ServerResponse;
}

export function send(
  res: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'stripe-version': STRIPE_API_VERSION,
    ...headers,
  });
  res.end(body);
}

/** A test control's refusal: `{ error: { message } }`. */
export function refuse(res: http.ServerResponse, status: number, message: string) {
  send(res, status, JSON.stringify({ error: { message } }));
}

/** A test control's JSON body; `{}` when it is not a JSON object. */
export function jsonBody(body: string): Obj {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' ? (value as Obj) : {};
  } catch {
    return {};
  }
}

/** A page in the stand-in's frame, which says plainly that it is not Stripe. */
export function html(res: http.ServerResponse, status: number, title: string, inner: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0}.note{background:#fff4d6;padding:.5rem .75rem;border-radius:4px}</style>
<p class="note">Local Stripe stand-in (development only, no real money moves). · Lokal ersättare för Stripe (endast utveckling, inga riktiga pengar).</p><h1>${esc(title)}</h1>${inner}</html>`);
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A page form's fields (POST) or the page URL's query (GET). */
export const pageParams = (req: StandinRequest) =>
  req.method === 'POST' ? new URLSearchParams(req.body) : req.url.searchParams;

/**
 * The PaymentIntent a payment page is for, when the page was given its client secret (as Stripe's
 * pages check it); else the page answers 404 and this gives undefined.
 */
export function pageIntent(s: Standin, req: StandinRequest, q: URLSearchParams): Obj | undefined {
  const pi = s.state.payment_intents[req.match[1]!];
  if (pi && q.get('client_secret') === pi.client_secret) return pi;
  html(req.res, 404, 'Unknown payment', '<p>No such payment, or the client secret does not match.</p>');
  return undefined;
}

/** Where Stripe sends the buyer back after a payment page: the return_url with the intent and the outcome. */
export function returnTo(s: Standin, pi: Obj, returnUrl: string, status: 'succeeded' | 'failed'): string {
  const target = new URL(returnUrl || `${s.baseUrl}/`);
  target.searchParams.set('payment_intent', String(pi.id));
  target.searchParams.set('payment_intent_client_secret', String(pi.client_secret));
  target.searchParams.set('redirect_status', status);
  return target.toString();
}
