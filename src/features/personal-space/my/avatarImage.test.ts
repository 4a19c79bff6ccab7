import { squareCrop } from './avatarImage';

describe('squareCrop', () => {
  it('takes the centred square and scales it to at most 256 px', () => {
    expect(squareCrop(895, 895)).toEqual({ sx: 0, sy: 0, side: 895, size: 256 });
    expect(squareCrop(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800, size: 256 });
    expect(squareCrop(600, 1000)).toEqual({ sx: 0, sy: 200, side: 600, size: 256 });
  });

  it('never scales a small image up', () => {
    expect(squareCrop(120, 90)).toEqual({ sx: 15, sy: 0, side: 90, size: 90 });
  });
});
