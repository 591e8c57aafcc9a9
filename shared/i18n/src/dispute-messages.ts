/**
 * Messages of the dispute evidence (issue 39 §2, seller protection): the admin's additions refused,
 * and the names of Stripe's evidence fields on the admin's transaction page, in both languages.
 */
export const disputeMessages = {
  en: {
    'error.no_open_dispute': 'This order has no open dispute, so there is no evidence to add to.',
    'error.evidence_already_submitted':
      'The evidence has already been submitted to the buyer’s bank, and it cannot be changed any more.',
    'error.evidence_past_due':
      'The due date for the evidence has passed: the buyer’s bank decides with what was sent.',
    'dispute.evidence.product_description': 'Product',
    'dispute.evidence.customer_name': 'Buyer’s name',
    'dispute.evidence.customer_email_address': 'Buyer’s email',
    'dispute.evidence.service_date': 'Pickup date',
    'dispute.evidence.refund_policy_disclosure': 'Pickup and refund terms',
    'dispute.evidence.access_activity_log': 'Pickup record and order history',
    'dispute.evidence.uncategorized_text': 'Statement, receipt mail and notes',
  },
  sv: {
    'error.no_open_dispute':
      'Beställningen har inget pågående bestridande, så det finns inget underlag att lägga till.',
    'error.evidence_already_submitted':
      'Underlaget är redan skickat till köparens bank och kan inte längre ändras.',
    'error.evidence_past_due':
      'Sista dagen för underlaget har passerat: köparens bank avgör med det som skickades.',
    'dispute.evidence.product_description': 'Produkt',
    'dispute.evidence.customer_name': 'Köparens namn',
    'dispute.evidence.customer_email_address': 'Köparens e-post',
    'dispute.evidence.service_date': 'Hämtdatum',
    'dispute.evidence.refund_policy_disclosure': 'Villkor för hämtning och återbetalning',
    'dispute.evidence.access_activity_log': 'Hämtningen och beställningens historik',
    'dispute.evidence.uncategorized_text': 'Redogörelse, kvittomejl och anteckningar',
  },
} as const;
