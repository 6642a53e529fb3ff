import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh, pullHeight } from './pull-to-refresh';

function renderList(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh
      onRefresh={onRefresh}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="加载中…"
      completeText="刷新成功"
    >
      <ul aria-label="待办事项">
        <li>请假申请</li>
      </ul>
    </PullToRefresh>,
  );
  return screen.getByRole('list', { name: '待办事项' });
}

function pull(target: Element, to: number) {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + to / 2 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + to }] });
}

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('PullToRefresh', () => {
  it('follows the finger with resistance, never past 200 px', () => {
    expect(pullHeight(0)).toBe(0);
    expect(pullHeight(-30)).toBe(0);
    expect(pullHeight(120)).toBe(46);
    expect(pullHeight(200)).toBe(67);
    expect(pullHeight(100_000)).toBeLessThan(200);
  });

  it('a long pull offers release, refreshes, says so, and closes', async () => {
    vi.useFakeTimers();
    let done: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const list = renderList(onRefresh);
    pull(list, 240);
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    // A second pull while refreshing starts nothing.
    pull(list, 240);
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => done());
    expect(screen.getByText('刷新成功')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    expect(screen.getByText('下拉刷新').parentElement).toHaveStyle({ height: '0px' });
  });

  it('a short pull springs back without refreshing', () => {
    const onRefresh = vi.fn(async () => undefined);
    const list = renderList(onRefresh);
    pull(list, 60);
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByText('下拉刷新').parentElement).toHaveStyle({ height: '0px' });
  });

  it('does nothing when the page is scrolled down, or the finger moves up', () => {
    const onRefresh = vi.fn(async () => undefined);
    const list = renderList(onRefresh);
    fireEvent.touchStart(list, { touches: [{ clientY: 300 }] });
    fireEvent.touchMove(list, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(list);
    window.scrollY = 120;
    pull(list, 240);
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByText('下拉刷新').parentElement).toHaveStyle({ height: '0px' });
  });

  it('a failed refresh closes the head', async () => {
    const list = renderList(() => Promise.reject(new Error('offline')));
    pull(list, 240);
    await act(async () => fireEvent.touchEnd(list));
    expect(screen.getByText('下拉刷新').parentElement).toHaveStyle({ height: '0px' });
  });
});
