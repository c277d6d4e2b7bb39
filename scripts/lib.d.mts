// Types of the parts of lib.mjs that tests import (plain Node so that scripts can run it before install).
export declare function holdTestLock(file?: string, pollMs?: number): Promise<void>;
