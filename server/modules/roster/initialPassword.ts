import { randomInt } from 'node:crypto';
import { passwordProblem } from '../../lib/passwordPolicy';

// A fresh initial password an organiser reads out or copies to a learner: three groups of four
// without the look-alikes (0/O, 1/l/I), e.g. Kx7m-Pq3r-Wd8t; 52 bits from the system's CSPRNG. The
// learner must change it at first login, so it only has to last until then.

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGIT = '23456789';
const pick = (chars: string) => chars[randomInt(chars.length)];
const group = () => pick(UPPER) + pick(LOWER) + pick(DIGIT) + pick(LOWER);

export function initialPassword(account: string): string {
  for (;;) {
    const password = [group(), group(), group()].join('-');
    // the platform's own rule decides (it refuses one that contains the account)
    if (passwordProblem(password, account) === null) return password;
  }
}
