import { MAX_ID } from '@contract/common';
import { routeId } from './routeId';

describe('routeId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(MAX_ID), MAX_ID],
  ])('reads %s as the id %d', (param, id) => {
    expect(routeId(param)).toBe(id);
  });

  it.each([
    undefined,
    null,
    '',
    ' ',
    'abc',
    'xyz',
    '0',
    '00',
    '-1',
    '1.5',
    '2.0',
    '1e3',
    '0x10',
    '+5',
    ' 5',
    '5abc',
    String(MAX_ID + 1),
    '99999999999',
    'Infinity',
    'NaN',
  ])('finds no id in %p', (param) => {
    expect(routeId(param)).toBeNull();
  });
});
