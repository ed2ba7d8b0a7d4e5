import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './operations';
import type { JsonSchema } from './schema-arbitraries';

const DOCUMENT_ID = 'statusdeck-openapi';

/**
 * Checks answers against the schemas the OpenAPI document declares for them, with the same Ajv and formats
 * as the server; `#/components/schemas/X` references resolve inside the document.
 */
export function responseValidator(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components ?? {} });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, body: unknown): string | null => {
    let validate = compiled.get(schema);
    if (!validate) {
      const anchored = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`),
      ) as object;
      validate = ajv.compile(anchored);
      compiled.set(schema, validate);
    }
    if (validate(body)) return null;
    return ajv.errorsText(validate.errors);
  };
}
