import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { render } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { globalCssPlan, PrecomputedGlobalCss } from './globalStyles';
import { appSystem } from './system';

const ROOT = path.resolve(__dirname, '..', '..');
const globalTags = () => [...document.querySelectorAll('style')].filter((s) => s.dataset.emotion?.startsWith('css-global'));

afterEach(() => document.head.querySelectorAll('style').forEach((s) => s.remove()));

describe('Chakra global CSS precomputed at build time', () => {
  it("is exactly what Chakra's provider inserts in a current browser", () => {
    // The build's generator (chakraGlobalCssLoader.cjs runs the same script), in Node.
    const precomputed = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/chakra/globalCss.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    render(
      // Not speedy: each rule lands as text, exactly as the browser receives it.
      <CacheProvider value={createCache({ key: 'css', speedy: false })}>
        <ChakraProvider value={appSystem()}>
          <span />
        </ChakraProvider>
      </CacheProvider>,
    );
    const inserted = globalTags()
      .map((tag) => tag.textContent)
      .join('');
    expect(inserted.length).toBeGreaterThan(10_000);
    expect(precomputed).toBe(inserted);
  }, 90_000);

  it('gives the provider a system without `_global`, never computing it, when the CSS is precomputed', () => {
    const computeGlobal = jest.fn(() => [{ html: { color: 'red' } }]);
    const lazySystem = Object.defineProperty({ $$chakra: true, css: () => ({}) }, '_global', { get: computeGlobal, enumerable: true });
    const plan = globalCssPlan(lazySystem as unknown as SystemContext, false, 'html{color:red;}');
    expect(plan.css).toBe('html{color:red;}');
    expect(plan.providerSystem._global).toEqual([]);
    expect(plan.providerSystem.css).toBe(lazySystem.css);
    expect(computeGlobal).not.toHaveBeenCalled();
  });

  it("keeps Chakra's own global styles in a browser that needs lowering, or without a precomputed string", () => {
    expect(globalCssPlan(appSystem(), true, 'html{}')).toEqual({ providerSystem: appSystem(), css: null });
    expect(globalCssPlan(appSystem(), false, null)).toEqual({ providerSystem: appSystem(), css: null });
  });

  it('inserts the CSS once for several providers, before Emotion’s tags, and removes it with the last one', () => {
    const cache = createCache({ key: 'css' });
    cache.sheet.insert('.x{color:blue;}');
    const emotionTag = cache.sheet.tags[0];
    const first = render(<PrecomputedGlobalCss css="html{color:red;}" cache={cache} />);
    const second = render(<PrecomputedGlobalCss css="html{color:red;}" cache={cache} />);
    expect(globalTags()).toHaveLength(1);
    expect(globalTags()[0].textContent).toBe('html{color:red;}');
    expect(globalTags()[0].nextElementSibling).toBe(emotionTag);
    first.unmount();
    expect(globalTags()).toHaveLength(1);
    second.unmount();
    expect(globalTags()).toHaveLength(0);
  });
});
