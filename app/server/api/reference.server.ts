/**
 * The API documentation page's content, read off the OpenAPI document itself: each operation with
 * its parameters, body fields and answers, grouped by tag in the document's order.
 */
type Json = Record<string, unknown>;

export interface ReferenceField {
  name: string;
  where: string;
  required: boolean;
  type: string;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  token: boolean;
  fields: ReferenceField[];
  answers: string[];
}

function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== "object") return "any";
  const s = schema as Json;
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(s.anyOf)) return [...new Set((s.anyOf as unknown[]).map(typeOf))].join(" or ");
  if (s.type === "array") return `list of ${typeOf(s.items)}`;
  if (typeof s.type === "string") return s.type;
  return "any";
}

export function apiReference(doc: Json): { tag: string; operations: ReferenceOperation[] }[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters as { name: string; in: string; required: boolean; schema: unknown }[]) ?? [];
      const body = ((operation.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined)?.[
        "application/json"
      ]?.schema;
      const required = new Set((body?.required as string[] | undefined) ?? []);
      const fields: ReferenceField[] = [
        ...parameters.map((p) => ({ name: p.name, where: p.in, required: p.required, type: typeOf(p.schema) })),
        ...Object.entries((body?.properties as Record<string, unknown> | undefined) ?? {}).map(([name, schema]) => ({
          name,
          where: "body",
          required: required.has(name),
          type: typeOf(schema),
        })),
      ];
      const tag = (operation.tags as string[])[0];
      const list = groups.get(tag) ?? [];
      list.push({
        id: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary),
        token: !Array.isArray(operation.security) || (operation.security as unknown[]).length > 0,
        fields,
        answers: Object.keys(operation.responses as Json),
      });
      groups.set(tag, list);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}
