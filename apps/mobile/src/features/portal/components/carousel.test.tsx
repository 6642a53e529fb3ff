import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-app';
import type { AppEntry, CarouselItem } from '../api/types';
import { Carousel, CAROUSEL_AUTOPLAY_MS } from './carousel';

const items: CarouselItem[] = [1, 2, 3].map((n) => ({
  id: `c${n}`,
  title: `第${n}张`,
  image: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`,
}));
const apps: AppEntry[] = [];

/** jsdom lays nothing out: the strip gets a width, and its scrolling is recorded. */
function layOut(width: number) {
  const strip = screen.getByRole('region', { name: '轮播图' }).firstElementChild as HTMLElement;
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: width });
  const scrolls: ScrollToOptions[] = [];
  strip.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options);
    strip.scrollLeft = options.left ?? 0;
  }) as typeof strip.scrollTo;
  return scrolls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('moves on every 3000 ms and comes back to the first slide after the last', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage(<Carousel items={items} apps={apps} label="轮播图" />);
    const slides = within(screen.getByRole('region', { name: '轮播图' })).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    const scrolls = layOut(360);
    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_AUTOPLAY_MS));
    expect(scrolls).toEqual([{ left: 360, behavior: 'smooth' }]);
    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls.map((s) => s.left)).toEqual([360, 720, 0]);
  });

  it('holds still while a finger is on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage(<Carousel items={items} apps={apps} label="轮播图" />);
    const scrolls = layOut(360);
    const strip = screen.getByRole('region', { name: '轮播图' }).firstElementChild as HTMLElement;
    strip.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls).toHaveLength(0);
  });

  it('does not move by itself for people who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage(<Carousel items={items} apps={apps} label="轮播图" />);
    const scrolls = layOut(360);
    await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrolls).toHaveLength(0);
  });
});
