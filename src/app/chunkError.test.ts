import { toChunkError } from './chunkError';
import { lazyPage } from './lazyPage';

const cssFailure = () =>
  Object.assign(new Error('Loading CSS chunk 72 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED', request: '/training2/assets/72.abc.css' });

describe('lazy CSS failures', () => {
  it('maps mini-css-extract-plugin failures to the spec error', () => {
    const error = toChunkError(cssFailure()) as Error;
    expect(error.message).toBe('Unable to preload CSS for /training2/assets/72.abc.css');
  });

  it('passes other errors through', () => {
    const other = new Error('Loading chunk 72 failed.');
    expect(toChunkError(other)).toBe(other);
  });

  it('lazyPage raises the spec error (from the route loader, so the errorElement shows)', async () => {
    const lazy = lazyPage(() => Promise.reject(cssFailure()));
    const route = await lazy();
    expect('loader' in route).toBe(true);
    const loader = (route as { loader: () => unknown }).loader;
    expect(() => loader()).toThrow('Unable to preload CSS for /training2/assets/72.abc.css');
  });

  it('lazyPage passes other load failures to the route loader unchanged', async () => {
    const other = new Error('Loading chunk 72 failed.');
    const route = await lazyPage(() => Promise.reject(other))();
    expect(() => (route as { loader: () => unknown }).loader()).toThrow(other);
  });

  it('lazyPage gives the default export as the route Component', async () => {
    const Page = () => null;
    const { Component } = await lazyPage(() => Promise.resolve({ default: Page }))();
    expect(Component).toBe(Page);
  });
});
