import { photoFit, shouldShrink } from './shrinkPhoto';

describe('photoFit', () => {
  it('scales a phone photo to 1920 px on its long side, keeping its shape', () => {
    expect(photoFit(4032, 3024)).toEqual({ width: 1920, height: 1440 });
    expect(photoFit(3024, 4032)).toEqual({ width: 1440, height: 1920 });
  });

  it('never enlarges a small photo', () => {
    expect(photoFit(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('shouldShrink', () => {
  it('shrinks large still images, leaves small ones and GIFs as they are', () => {
    expect(shouldShrink({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(true);
    expect(shouldShrink({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe(true);
    expect(shouldShrink({ type: 'image/jpeg', size: 300 * 1024 })).toBe(false);
    expect(shouldShrink({ type: 'image/gif', size: 6 * 1024 * 1024 })).toBe(false);
  });
});
