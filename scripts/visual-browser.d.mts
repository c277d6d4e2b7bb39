// Types of visual-browser.mjs (plain Node so that scripts can run it before install).
export declare const baselineSets: { stories: string; app: string };
export type BaselineSet = keyof typeof baselineSets;
export declare function runningBrowser(executable?: string): string | undefined;
export declare function baselineBrowser(set: BaselineSet): string | undefined;
export declare function recordBaselineBrowser(set: BaselineSet, browser?: string): void;
export declare function browserMismatch(sets?: BaselineSet[]): string;
