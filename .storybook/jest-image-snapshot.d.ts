/** The part of jest-image-snapshot (which ships no types) that the test-runner hooks use. */
declare module "jest-image-snapshot" {
  export type ImageSnapshotOptions = {
    customSnapshotsDir?: string;
    customSnapshotIdentifier?: string;
    customDiffDir?: string;
    storeReceivedOnFailure?: boolean;
    customReceivedDir?: string;
    customDiffConfig?: { threshold?: number };
    failureThreshold?: number;
    failureThresholdType?: "pixel" | "percent";
    runInProcess?: boolean;
  };

  export function toMatchImageSnapshot(
    this: unknown,
    received: Buffer,
    options?: ImageSnapshotOptions,
  ): { pass: boolean; message: () => string };
}

declare module "expect" {
  import type { ImageSnapshotOptions } from "jest-image-snapshot";

  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats Matchers' type parameters
  interface Matchers<R extends void | Promise<void>, T = unknown> {
    toMatchImageSnapshot(options?: ImageSnapshotOptions): R;
  }
}
