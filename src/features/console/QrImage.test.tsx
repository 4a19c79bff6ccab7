import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { QrImage } from './QrImage';

// The drawn code is the encoder's: one unit square per dark module, where the encoder put it.

describe('QrImage', () => {
  it('draws exactly the dark modules of the encoded address', () => {
    const url = 'http://campus.example/index/check-in?code=7-1a2b3c-AbCdEfGhIjKlMnOp';
    render(<QrImage value={url} size={200} label="签到二维码" />);
    const svg = screen.getByRole('img', { name: '签到二维码' });
    const { data, size } = encode(url, { ecc: 'M', border: 4 });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    const drawn = [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`);
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(drawn).toEqual(dark);
    expect(dark.length).toBeGreaterThan(100);
  });
});
