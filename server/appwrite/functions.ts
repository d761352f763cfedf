import path from "node:path";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";
import { projectFile, type FunctionDefinition } from "./schema";

/** What Appwrite's Node runtime hands a function: `{ req, res, log, error }`. */
type RuntimeOutput = { body: Buffer; statusCode: number; headers: Record<string, string> };
type RuntimeContext = {
  req: {
    readonly body: unknown;
    readonly bodyRaw: string;
    readonly bodyText: string;
    readonly bodyJson: unknown;
    readonly bodyBinary: Buffer;
    headers: Record<string, string>;
    method: string;
    host: string;
    scheme: string;
    query: Record<string, string>;
    queryString: string;
    port: number;
    url: string;
    path: string;
  };
  res: {
    send(body: unknown, statusCode?: number, headers?: Record<string, string>): RuntimeOutput;
    text(body: string, statusCode?: number, headers?: Record<string, string>): RuntimeOutput;
    binary(bytes: Buffer, statusCode?: number, headers?: Record<string, string>): RuntimeOutput;
    json(body: unknown, statusCode?: number, headers?: Record<string, string>): RuntimeOutput;
    empty(): RuntimeOutput;
    redirect(url: string, statusCode?: number, headers?: Record<string, string>): RuntimeOutput;
  };
  log(...messages: unknown[]): void;
  error(...messages: unknown[]): void;
};
type Handler = (context: RuntimeContext) => Promise<unknown> | unknown;
type FunctionModule = {
  default?: Handler;
  createHandler?: (env: Record<string, string | undefined>) => Handler;
};

export type ExecutionRequest = {
  executionId: string;
  body: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  /** The key the function finds in its `x-appwrite-key` header, valid while it runs. */
  apiKey: string;
  /** The signed-in caller, in the function's `x-appwrite-user-id` header (empty for others). */
  userId: string | null;
};

export type ExecutionOutcome = {
  status: "completed" | "failed";
  responseStatusCode: number;
  responseBody: string;
  responseHeaders: Array<{ name: string; value: string }>;
  logs: string;
  errors: string;
  /** Seconds, as Appwrite reports it. */
  duration: number;
};

/** Appwrite keeps the last 4,000 characters of logs and errors. */
const LOG_LIMIT = 4000;

function stringify(messages: unknown[]): string {
  return messages
    .map((message) => (typeof message === "string" ? message : inspect(message)))
    .join(" ");
}

function isOutput(value: unknown): value is RuntimeOutput {
  return (
    typeof value === "object" && value !== null && Buffer.isBuffer((value as RuntimeOutput).body)
  );
}

/**
 * Runs the project's Appwrite Functions in this process, with the context Appwrite's Node runtime
 * (open-runtimes) gives them. Appwrite passes a function's variables as its process environment;
 * one process cannot hold an environment per function, so a module that exports
 * `createHandler(env)` receives its variables that way, and `default` runs otherwise. The
 * environment is asked for at the first execution, once the server knows its own address.
 *
 * Appwrite runs the entrypoint built from a function's TypeScript (src/main.js from
 * src/main.ts); this process runs the TypeScript itself, so the two cannot drift apart here.
 */
export class FunctionRunner {
  private readonly env: () => Record<string, string | undefined>;
  private readonly handlers = new Map<string, Promise<Handler>>();

  constructor(env: () => Record<string, string | undefined>) {
    this.env = env;
  }

  private handler(definition: FunctionDefinition): Promise<Handler> {
    let handler = this.handlers.get(definition.id);
    if (!handler) {
      const file = path.resolve(
        path.dirname(projectFile),
        definition.path,
        definition.entrypoint.replace(/\.js$/, ".ts"),
      );
      handler = (import(pathToFileURL(file).href) as Promise<FunctionModule>).then((module) => {
        if (module.createHandler) return module.createHandler(this.env());
        if (module.default) return module.default;
        throw new Error(`${file} exports neither a default handler nor createHandler(env).`);
      });
      this.handlers.set(definition.id, handler);
    }
    return handler;
  }

  async run(definition: FunctionDefinition, request: ExecutionRequest): Promise<ExecutionOutcome> {
    const started = performance.now();
    const logs: string[] = [];
    const errors: string[] = [];
    const bodyBinary = Buffer.from(request.body, "utf8");
    const headers: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      "x-appwrite-trigger": "http",
      "x-appwrite-execution-id": request.executionId,
      "x-appwrite-user-id": request.userId ?? "",
      "x-appwrite-key": request.apiKey,
    };
    const contentType = (headers["content-type"] ?? "text/plain").toLowerCase();
    const [pathOnly = "/", queryString = ""] = request.path.split("?", 2);
    const query = Object.fromEntries(new URLSearchParams(queryString));

    const context: RuntimeContext = {
      req: {
        get body() {
          if (contentType.startsWith("application/json"))
            return bodyBinary.length > 0 ? this.bodyJson : {};
          if (/^(application|audio|font|image|video)\//.test(contentType)) return bodyBinary;
          return this.bodyText;
        },
        get bodyRaw() {
          return this.bodyText;
        },
        get bodyText() {
          return bodyBinary.toString("utf8");
        },
        get bodyJson(): unknown {
          return JSON.parse(this.bodyText);
        },
        get bodyBinary() {
          return bodyBinary;
        },
        headers,
        method: request.method,
        host: "localhost",
        scheme: "http",
        query,
        queryString,
        port: 80,
        url: `http://localhost${request.path}`,
        path: pathOnly,
      },
      res: {
        send(body, statusCode = 200, headers = {}) {
          return this.text(String(body), statusCode, headers);
        },
        text(body, statusCode = 200, headers = {}) {
          return this.binary(Buffer.from(body, "utf8"), statusCode, headers);
        },
        binary(bytes, statusCode = 200, headers = {}) {
          return { body: bytes, statusCode, headers };
        },
        json(body, statusCode = 200, headers = {}) {
          return this.text(JSON.stringify(body), statusCode, {
            ...headers,
            "content-type": "application/json",
          });
        },
        empty() {
          return this.text("", 204, {});
        },
        redirect(url, statusCode = 301, headers = {}) {
          return this.text("", statusCode, { ...headers, location: url });
        },
      },
      log: (...messages) => logs.push(stringify(messages)),
      error: (...messages) => errors.push(stringify(messages)),
    };

    let output: RuntimeOutput;
    let timer: NodeJS.Timeout | undefined;
    try {
      const handler = await this.handler(definition);
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), definition.timeoutSeconds * 1000);
      });
      const result = await Promise.race([handler(context), timeout]);
      if (result === "timeout") {
        errors.push("Execution timed out.");
        output = context.res.text("", 500);
      } else if (isOutput(result)) {
        output = result;
      } else {
        errors.push(
          "Return statement missing. return context.res.empty() if no response is expected.",
        );
        output = context.res.text("", 500);
      }
    } catch (cause) {
      errors.push(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
      output = context.res.text("", 500);
    } finally {
      clearTimeout(timer);
    }

    const responseHeaders = Object.entries(output.headers)
      .filter(([name]) => !name.toLowerCase().startsWith("x-open-runtimes-"))
      .map(([name, value]) => ({ name: name.toLowerCase(), value: String(value) }));
    return {
      status: output.statusCode >= 500 ? "failed" : "completed",
      responseStatusCode: output.statusCode,
      responseBody: output.body.toString("utf8"),
      responseHeaders,
      logs: logs.join("\n").slice(-LOG_LIMIT),
      errors: errors.join("\n").slice(-LOG_LIMIT),
      duration: Math.round(performance.now() - started) / 1000,
    };
  }
}
