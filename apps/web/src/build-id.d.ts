/** The id of this build, set by vite.config.ts; /version.json carries the deployed one. */
declare const __BUILD_ID__: string;
