import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { subscribe } from './public/subscribe.ts';
import { sendContactMessage } from './public/contact-message.ts';

/** The admin Lambda: for now the public forms (launch updates, contact messages) it keeps for the team. */
export const handler = createHttpHandler(routes, { subscribe, sendContactMessage });
