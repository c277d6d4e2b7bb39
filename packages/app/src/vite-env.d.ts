/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API root; default `/api` on the same origin. */
  readonly VITE_API_ROOT?: string;
  /** Where event images are served; default `/storage`. */
  readonly VITE_STORAGE_ROOT?: string;
}
