import { useEffect, useRef, useState } from 'react';
import type { AppEntry, CarouselItem } from '../api/types';
import { useAppClick } from './use-app-click';
import styles from './carousel.module.css';

export const CAROUSEL_AUTOPLAY_MS = 3000;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home carousel: autoplays every 3000 ms; an item bound to an app opens it, any other does nothing.
 * The slides are a scroll-snapping strip, so swiping and the slide animation are the browser's own scrolling
 * (no script runs per frame); autoplay pauses while a finger is on it, while the page is hidden, and for
 * people who ask for reduced motion.
 */
export function Carousel({
  items,
  apps,
  label,
}: {
  items: readonly CarouselItem[];
  apps: readonly AppEntry[];
  label: string;
}) {
  const open = useAppClick();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touching = useRef(false);
  const count = items.length;

  useEffect(() => {
    if (count < 2 || reducedMotion()) return;
    const timer = setInterval(() => {
      const strip = track.current;
      if (!strip || touching.current || document.hidden) return;
      const width = strip.clientWidth;
      if (width === 0) return;
      const next = (Math.round(strip.scrollLeft / width) + 1) % count;
      strip.scrollTo({ left: next * width, behavior: next === 0 ? 'auto' : 'smooth' });
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  const onScroll = () => {
    const strip = track.current;
    if (strip && strip.clientWidth > 0) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };
  const hold = (on: boolean) => () => {
    touching.current = on;
  };

  return (
    <section className={styles.carousel} aria-label={label} aria-roledescription="carousel">
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={hold(true)}
        onPointerUp={hold(false)}
        onPointerCancel={hold(false)}
        onTouchStart={hold(true)}
        onTouchEnd={hold(false)}
      >
        {items.map((item, index) => {
          const app = item.bindAppId ? apps.find((a) => a.id === item.bindAppId) : undefined;
          const image = (
            <img
              className={styles.image}
              src={item.image}
              alt={item.title ?? ''}
              width={366}
              height={140}
              loading={index === 0 ? 'eager' : 'lazy'}
              draggable={false}
            />
          );
          return (
            <div
              key={item.id}
              className={styles.item}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
            >
              {app ? (
                <button
                  type="button"
                  className={styles.slide}
                  aria-label={item.title || app.name}
                  onClick={() => open(app)}
                >
                  {image}
                </button>
              ) : (
                <div className={styles.slide}>{image}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {items.map((item, index) => (
            <span key={item.id} className={index === current ? styles.dotOn : styles.dot} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
