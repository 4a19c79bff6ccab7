import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bannerTarget, type Banner } from '@contract/cms';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { BannerCarousel } from './BannerCarousel';

const banner = (id: number, title: string, link: string): Banner => ({ id, title, imageUrl: `/uploads/school/images/b${id}.jpg`, link });
const show = (banners: Banner[]) => {
  server.use(mockEndpoint('cms', 'banners', banners));
  return renderScreen(<BannerCarousel />, { path: '/index/home', user: loginResult() });
};
const carousel = async () =>
  within(await screen.findByRole('img', { name: /./ }).then((img) => img.closest('[aria-roledescription="carousel"]') as HTMLElement));

describe('the home carousel', () => {
  it('opens a page of the platform through the router', async () => {
    const user = userEvent.setup();
    const { router } = show([banner(1, '学习贯彻党的二十届四中全会精神', '/index/newsDetails/12')]);
    const link = (await carousel()).getByRole('link', { name: '学习贯彻党的二十届四中全会精神' });
    expect(link).toHaveAttribute('href', '/index/newsDetails/12');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/index/newsDetails/12');
  });

  it('opens another site in a new tab that cannot reach back', async () => {
    show([banner(2, '学习强国', 'https://www.xuexi.cn/')]);
    const link = (await carousel()).getByRole('link', { name: '学习强国' });
    expect(link).toHaveAttribute('href', 'https://www.xuexi.cn/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('makes no link of an empty or unusable address', async () => {
    show([banner(3, '开班', 'javascript:alert(1)')]);
    expect(await screen.findByRole('img', { name: '开班' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells the kinds of address apart', () => {
    expect(
      [
        '/index/home',
        'https://www.xuexi.cn/',
        'http://news.example.edu.cn/a',
        '',
        '//evil.example',
        'javascript:x',
        'https://',
        'ftp://x',
      ].map(bannerTarget),
    ).toEqual(['app', 'site', 'site', null, null, null, null, null]);
  });
});
