import type { Config } from '@netlify/functions';
import { networkingRoutes } from '~/lib/networking';
import { implement, serve } from '~/server/http/route';
import { sendNetworkingMessage } from '~/server/networking/messages';

/** Sends a networking message by e-mail from the site's address, answers going to the member (Premium). */
export default serve(implement(networkingRoutes.send, ({ rt, user, body }) => sendNetworkingMessage(rt, user, body, rt.now())));

export const config: Config = { path: '/api/networking/send' };
