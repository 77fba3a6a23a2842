/**
 * What react-i18next imports as `use-sync-external-store/shim` (vite.config.ts): React 19 has the hook, so
 * the shim's copy for older React stays out of the browser's scripts (P5).
 */
export { useSyncExternalStore } from "react";
