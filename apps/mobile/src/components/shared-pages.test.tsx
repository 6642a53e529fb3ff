import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRoute } from '../lib/history-stack';
import { renderPage } from '../test/render-app';
import { EmptyState } from './empty-state';
import { ErrorPage } from './error-page';
import { NotFound } from './not-found';
import { Page } from './page';

describe('not-found page', () => {
  it('says the page does not exist and links home', async () => {
    await renderPage(<NotFound homeHref="/home" />);
    expect(screen.getByRole('heading', { name: '啊哦，你所访问的页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });
});

describe('error page', () => {
  it('defaults to 系统出错了 with no links', async () => {
    await renderPage(<ErrorPage />);
    expect(screen.getByRole('heading', { name: '系统出错了' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回上一级页面' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows its tip, the back link and a custom link', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(
      <ErrorPage tip="表单加载失败" showBack link={{ to: '/work', text: '去工作台' }} />,
      { path: '/broken', routes: [{ path: '/before', element: <p>before</p> }] },
    );
    expect(screen.getByRole('heading', { name: '表单加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去工作台' })).toHaveAttribute('href', '/work');
    await router.navigate('/before');
    recordRoute('/before');
    await router.navigate('/broken');
    recordRoute('/broken');
    await user.click(await screen.findByRole('button', { name: '返回上一级页面' }));
    expect(await screen.findByText('before')).toBeInTheDocument();
  });

  it.each([
    ['the error page', <ErrorPage key="e" showBack />, '返回上一级页面'],
    [
      'a sub-page',
      <Page key="p" title="详情">
        content
      </Page>,
      '返回',
    ],
  ])('%s opened first (a deep link) goes home from its back button', async (_case, ui, name) => {
    const user = userEvent.setup();
    recordRoute('/broken');
    const { router } = await renderPage(ui, {
      path: '/broken',
      routes: [{ path: '/home', element: <p>home page</p> }],
    });
    await user.click(screen.getByRole('button', { name }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a sub-page goes one step back when the visit has a page before it', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<Page title="详情">content</Page>, {
      path: '/list',
      routes: [{ path: '/detail', element: <Page title="详情">content</Page> }],
    });
    recordRoute('/list');
    await router.navigate('/detail');
    recordRoute('/detail');
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('reads in English', async () => {
    await renderPage(<ErrorPage showBack />, { locale: 'en-US' });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the previous page' })).toBeInTheDocument();
  });
});

describe('empty state', () => {
  it.each([1, 2, 3, 4] as const)('variant %i draws its own illustration', async (type) => {
    const { container } = await renderPage(<EmptyState type={type} description="暂无数据" />);
    const root = container.querySelector(`[data-type="${type}"]`);
    expect(root?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('the four variants differ', async () => {
    const drawings = [];
    for (const type of [1, 2, 3, 4] as const) {
      const { container, unmount } = await renderPage(<EmptyState type={type} />);
      drawings.push(container.querySelector('svg')?.innerHTML);
      unmount();
    }
    expect(new Set(drawings).size).toBe(4);
  });
});
