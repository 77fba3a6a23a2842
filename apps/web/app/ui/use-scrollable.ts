import { useEffect, useRef, useState } from "react";

/**
 * Whether an element's content is wider than the element, kept as its size changes. A frame that scrolls
 * sideways takes focus then, so keyboard users can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable);
 * it is a named group, not a region, so it never repeats the landmark of the section around it.
 */
export function useScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrollable };
}
