import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/** The progress bar appears after 200 ms of loading and fills over 5000 ms. */
export const progressThrottleMs = 200;
export const progressDurationMs = 5000;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (busy) {
      timer.current = setTimeout(() => setPhase("running"), progressThrottleMs);
    } else {
      setPhase((p) => (p === "running" ? "done" : "idle"));
      timer.current = setTimeout(() => setPhase("idle"), 300);
    }
    return () => clearTimeout(timer.current);
  }, [busy]);

  if (phase === "idle") return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
      role="progressbar"
      aria-hidden="true"
    >
      <div
        className="h-full bg-accent shadow-[0_0_8px_var(--color-accent)]"
        style={
          phase === "done"
            ? { width: "100%", transition: "width 200ms ease-out" }
            : {
                width: "90%",
                animation: `kursove-progress ${progressDurationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
              }
        }
      />
    </div>
  );
}
