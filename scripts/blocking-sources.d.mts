// Types of blocking-sources.mjs (plain Node, run by the bench).
export type BlockingSources = [name: string, ms: number][];
export declare function blockingBySource(report: unknown): BlockingSources;
export declare function formatBlockingSources(sources: BlockingSources): string;
