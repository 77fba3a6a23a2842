/**
 * A typed set of events with one listener each. The module that emits declares the events; the listeners
 * are set where the app is built (app-wiring.ts), so the emitting module never imports the listening one.
 */
export function createEvents<E extends Record<string, unknown>>() {
  const listeners: { [K in keyof E]?: (event: E[K]) => Promise<unknown> } = {};
  return {
    /** Sets the one listener of an event; setting it again replaces it (every app sets the same). */
    listen<K extends keyof E>(name: K, listener: (event: E[K]) => Promise<unknown>) {
      listeners[name] = listener;
    },
    /** Runs the listener of an event, if one is set, and waits for it. */
    async emit<K extends keyof E>(name: K, event: E[K]) {
      await listeners[name]?.(event);
    },
  };
}
