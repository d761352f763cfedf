/**
 * React's own useSyncExternalStore, standing in for the `use-sync-external-store/shim` package
 * that wouter and react-instantsearch import for the React versions that lacked it: on React 19
 * the shim only forwards to React, so it need not be downloaded (see vite.config.ts).
 */
export { useSyncExternalStore } from "react";
