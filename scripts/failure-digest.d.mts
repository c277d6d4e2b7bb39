// Types of failure-digest.mjs (plain Node so that scripts can run it before install).
export declare function failureLines(output: string, limit?: number): string[];
