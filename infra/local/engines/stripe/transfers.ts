import {
  currencyParam,
  found,
  intParam,
  invalid,
  metadataParam,
  missing,
  requestOf,
  str,
  type ApiCall,
  type ApiRoute,
} from './api.ts';
import { emit } from './events.ts';
import { jsonBody, refuse, send, type StandinRoute } from './responses.ts';
import { newId, type Obj, type Standin } from './state.ts';

/** Transfers to connected (Express) accounts, and their reversals. */

function createTransfer(s: Standin, call: ApiCall): Obj {
  const amount = intParam(call.form, 'amount', true)!;
  if (amount <= 0)
    throw invalid('This value must be greater than or equal to 1.', {
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
  const currency = currencyParam(call.form);
  const destination = str(call.form.destination);
  if (!destination)
    throw invalid('Missing required param: destination.', {
      code: 'parameter_missing',
      param: 'destination',
    });
  const account = found(s.state.accounts, 'destination', destination, 'destination');
  if ((account.capabilities as Obj | undefined)?.transfers !== 'active') {
    throw invalid(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
    );
  }
  const meta = metadataParam(call.form);
  if (s.controls.transferRefusals.delete(`${String(meta.order_id)}:${String(meta.party)}`))
    throw invalid('The destination account is closed and cannot receive transfers.', {
      code: 'account_invalid',
      param: 'destination',
    });
  const sourceTx = str(call.form.source_transaction) ?? null;
  if (sourceTx && !s.state.charges[sourceTx]) throw missing('charge', sourceTx, 'source_transaction');
  const id = newId('tr');
  const transfer: Obj = {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: s.nowSec(),
    currency,
    description: str(call.form.description) ?? null,
    destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: meta,
    reversals: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/transfers/${id}/reversals`,
    },
    reversed: false,
    source_transaction: sourceTx,
    source_type: 'card',
    transfer_group: str(call.form.transfer_group) ?? null,
  };
  s.state.transfers[id] = transfer;
  emit(s, 'transfer.created', transfer, requestOf(call));
  s.save();
  return transfer;
}

/** Takes money back from a connected account (a refund after the payout went out). */
function createTransferReversal(s: Standin, transferId: string, call: ApiCall): Obj {
  const transfer = found(s.state.transfers, 'transfer', transferId);
  const remaining = Number(transfer.amount) - Number(transfer.amount_reversed);
  const amount = intParam(call.form, 'amount', false) ?? remaining;
  if (amount <= 0 || amount > remaining) {
    throw invalid(
      remaining <= 0
        ? `Transfer ${transferId} has already been fully reversed.`
        : `Reversal amount (${amount}) is greater than the amount not yet reversed (${remaining}).`,
      { code: remaining <= 0 ? 'transfer_already_reversed' : 'amount_too_large', param: 'amount' },
    );
  }
  const reversal: Obj = {
    id: newId('trr'),
    object: 'transfer_reversal',
    amount,
    balance_transaction: newId('txn'),
    created: s.nowSec(),
    currency: transfer.currency,
    destination_payment_refund: newId('pyr'),
    metadata: metadataParam(call.form),
    source_refund: null,
    transfer: transferId,
  };
  transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  const list = transfer.reversals as { data: Obj[]; total_count: number };
  list.data.unshift(reversal);
  list.total_count = list.data.length;
  emit(s, 'transfer.reversed', transfer, requestOf(call));
  s.save();
  return reversal;
}

export const transferRoutes: ApiRoute[] = [
  { method: 'POST', path: /^\/v1\/transfers$/, handle: createTransfer },
  {
    method: 'GET',
    path: /^\/v1\/transfers\/([^/]+)$/,
    handle: (s, _call, [, id]) => found(s.state.transfers, 'transfer', id!),
  },
  {
    method: 'POST',
    path: /^\/v1\/transfers\/([^/]+)\/reversals$/,
    handle: (s, call, [, id]) => createTransferReversal(s, id!, call),
  },
];

export const transferControls: StandinRoute[] = [
  {
    // `POST /_standin/refuse-transfers {"order_id": "ord_…", "party": "venue"}`: the next transfer
    // with that metadata fails as Stripe fails one to a closed account, once, so a browser test can
    // show a failed payout and its retry.
    method: 'POST',
    path: /^\/_standin\/refuse-transfers$/,
    handle(s, { res, body }) {
      const input = jsonBody(body);
      if (typeof input.order_id !== 'string' || (input.party !== 'artist' && input.party !== 'venue')) {
        refuse(res, 400, 'Send {"order_id": "ord_…", "party": "artist"|"venue"}.');
        return;
      }
      s.controls.transferRefusals.add(`${input.order_id}:${input.party}`);
      send(res, 200, JSON.stringify({ refusals: [...s.controls.transferRefusals] }));
    },
  },
];
