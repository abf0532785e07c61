// The rendered width of an element, so charts draw at real pixel size and their text stays
// legible on a phone. The fallback is what the server (and the first client render) uses.
import { useEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A hidden tab measures 0: keep the last width until it is shown again.
    const update = () => {
      const measured = Math.round(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
