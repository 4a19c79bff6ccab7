import { HttpResponse } from 'msw';
import { CODE_OK } from '@contract/codes';

/** The server's envelope for a successful answer. */
export const ok = <T>(data: T) => HttpResponse.json({ code: CODE_OK, msg: 'success', data });
export const fail = (code: number, msg = '') => HttpResponse.json({ code, msg, data: null });
