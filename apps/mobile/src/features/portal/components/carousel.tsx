import Swiper from 'antd-mobile/es/components/swiper';
import type { AppEntry, CarouselItem } from '../api/types';
import { useAppClick } from './use-app-click';
import styles from './carousel.module.css';

export const CAROUSEL_AUTOPLAY_MS = 3000;

/** The home carousel: autoplays every 3000 ms; an item bound to an app opens it, any other does nothing. */
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
  if (items.length === 0) return null;
  return (
    <section className={styles.carousel} aria-label={label}>
      <Swiper
        autoplay
        autoplayInterval={CAROUSEL_AUTOPLAY_MS}
        loop={items.length > 1}
        indicatorProps={{ color: 'white' }}
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
            <Swiper.Item key={item.id}>
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
            </Swiper.Item>
          );
        })}
      </Swiper>
    </section>
  );
}
