import { CODE_OK, type Envelope } from '../../contract/codes';

export const ok = <T>(data: T): Envelope<T> => ({ code: CODE_OK, msg: '操作成功', data });
