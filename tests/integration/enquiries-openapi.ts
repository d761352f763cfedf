import { readFileSync } from "node:fs";

/**
 * Checks API responses against the component schemas of Appwrite's published OpenAPI document
 * (/work/shared/contracts, copied path below), with the differences of the response format the
 * client asked for applied: from 1.9.0 `$sequence` is a string; from 2.0.0 an execution names
 * its function as `resourceId`/`resourceType` instead of `functionId`. The error component types
 * `code` as a string while every Appwrite server sends the HTTP status as a number; both pass.
 */
const contractFile = "/work/shared/contracts/appwrite-open-api3-1.8.x-client.json";

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
};

const components = (
  JSON.parse(readFileSync(contractFile, "utf8")) as {
    components: { schemas: Record<string, Schema> };
  }
).components.schemas;

export type ResponseFormat = "1.9.5" | "2.0.0";

function component(name: string, format: ResponseFormat): Schema {
  const original = components[name];
  if (!original) throw new Error(`No component "${name}" in the contract`);
  const schema = structuredClone(original);
  if ((name === "document" || name === "row") && schema.properties?.$sequence) {
    schema.properties.$sequence = { type: "string" };
  }
  if (name === "execution" && format === "2.0.0" && schema.properties) {
    delete schema.properties.functionId;
    schema.required = (schema.required ?? [])
      .filter((key) => key !== "functionId")
      .concat("resourceId", "resourceType");
    schema.properties.resourceId = { type: "string" };
    schema.properties.resourceType = { type: "string", enum: ["functions", "sites"] };
  }
  if (name === "error" && schema.properties?.code)
    schema.properties.code = { type: ["integer", "string"] };
  return schema;
}

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    default:
      throw new Error(`Unsupported schema type ${type}`);
  }
}

function check(
  schema: Schema,
  value: unknown,
  at: string,
  format: ResponseFormat,
  problems: string[],
): void {
  if (schema.$ref) {
    check(
      component(schema.$ref.replace("#/components/schemas/", ""), format),
      value,
      at,
      format,
      problems,
    );
    return;
  }
  if (value === null) {
    if (!schema.nullable) problems.push(`${at} is null`);
    return;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => typeMatches(type, value))) {
      problems.push(`${at} should be ${types.join(" or ")}, got ${JSON.stringify(value)}`);
      return;
    }
  }
  if (schema.enum && !schema.enum.includes(value))
    problems.push(`${at} is not one of ${schema.enum.join(", ")}`);
  if (schema.items && Array.isArray(value)) {
    value.forEach((item, index) => check(schema.items!, item, `${at}[${index}]`, format, problems));
  }
  if (schema.properties && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in record)) problems.push(`${at}.${key} is missing`);
    }
    for (const [key, property] of Object.entries(schema.properties)) {
      if (key in record) check(property, record[key], `${at}.${key}`, format, problems);
    }
    if (schema.additionalProperties === false) {
      for (const key of Object.keys(record)) {
        if (!(key in schema.properties)) problems.push(`${at}.${key} is not in the schema`);
      }
    }
  }
}

/** The problems found checking `value` against a component; empty when it conforms. */
export function schemaProblems(name: string, value: unknown, format: ResponseFormat): string[] {
  const problems: string[] = [];
  check(component(name, format), value, name, format, problems);
  return problems;
}
