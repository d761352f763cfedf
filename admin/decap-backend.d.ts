/**
 * The parts of Decap's proxy backend (decap-cms-backend-proxy) and its request helpers
 * (decap-cms-lib-util) that the editor's own backend extends; neither package ships types.
 */
declare module "decap-cms-backend-proxy" {
  import type { CmsConfig } from "decap-cms-core";

  export class ProxyBackend {
    constructor(config: CmsConfig, options?: object);
    proxyUrl: string;
    branch: string;
    request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
  }
}

declare module "decap-cms-lib-util" {
  export class APIError extends Error {
    constructor(message: string, status: number | null, api: string);
    status: number | null;
  }
}
