import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { ToastContainer as ToastifyContainer } from "react-toastify";

/**
 * Toasts, loaded when the first one shows (LAZY-TOASTS; P5 and P6 of docs/performance.md): react-toastify and its stylesheet are not
 * part of any page's first download, so they neither add to its JavaScript nor block its first paint.
 * `toast.success(message)` and the others load the library, mount the container and then show the toast.
 */
let library: Promise<typeof import("react-toastify")> | undefined;
const load = () => {
  library ??= Promise.all([import("react-toastify"), import("react-toastify/dist/ReactToastify.css")]).then(
    ([m]) => m,
  );
  return library;
};

let mounted: (() => void) | undefined;
let requestMount: (() => void) | undefined;
/** a toast asked for before the container's effect ran (a page's own effect runs first) */
let asked = false;
const containerReady = new Promise<void>((resolve) => {
  mounted = resolve;
});

type Message = Parameters<typeof import("react-toastify")["toast"]["success"]>[0];

const show = (kind: "success" | "error" | "info" | "warn") => (message: Message) => {
  asked = true;
  requestMount?.();
  void Promise.all([load(), containerReady]).then(([m]) => m.toast[kind](message));
};

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warn: show("warn"),
};

const Container = lazy(() =>
  load().then((m) => ({
    default: (props: ComponentProps<typeof ToastifyContainer>) => {
      useEffect(() => mounted?.(), []);
      return <m.ToastContainer {...props} />;
    },
  })),
);

/** The toasts' container, rendered once a toast is asked for. */
export function Toasts(props: ComponentProps<typeof ToastifyContainer>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    requestMount = () => setWanted(true);
    if (asked) setWanted(true);
    return () => {
      requestMount = undefined;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  );
}
