/* schema.h - JSON Schema checks of host-call arguments, and schemas/JSON as TypeScript type text. */
#ifndef SX_SCHEMA_H
#define SX_SCHEMA_H

#include <cJSON.h>
#include <stdbool.h>
#include <stddef.h>

/*
 * Validate value against schema (both parsed by cJSON; value NULL means the argument was
 * undefined). On a violation returns false and writes "PATH: RULE" into err, e.g.
 *   input.customer: expected string, got number
 *   input: missing required property "customer"
 * Supported: type (incl. integer and type arrays), enum, const, minimum, maximum,
 * exclusiveMinimum/exclusiveMaximum (number and draft-4 boolean forms), multipleOf, minLength,
 * maxLength, items (one schema), minItems, maxItems, uniqueItems, properties, required,
 * additionalProperties (false or a schema), minProperties, maxProperties, allOf, anyOf, oneOf,
 * not, boolean schemas. Ignored: pattern, format, $ref and everything else.
 */
bool sx_schema_validate(const cJSON *schema, const cJSON *value, char *err, size_t errsize);
/* The same, naming the value `root` in the error's path (e.g. "result" for a host's answer). */
bool sx_schema_validate_as(const cJSON *schema, const cJSON *value, const char *root, char *err, size_t errsize);

/* A growing host text buffer (malloc'ed). */
typedef struct sx_text {
    char *data;
    size_t len, cap;
    bool failed;
} sx_text;
void sx_text_add(sx_text *t, const char *s);
void sx_text_addn(sx_text *t, const char *s, size_t n);
void sx_text_printf(sx_text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

bool sx_is_identifier(const char *s); /* [A-Za-z_$][A-Za-z0-9_$]* */
/* Append the TypeScript type a JSON Schema describes (e.g. `{ customer: string; limit?: number; }`). */
void sx_schema_to_ts(sx_text *t, const cJSON *schema);
/* Append the type tsc infers for a JSON value written as a literal (e.g. `{ prices: number[]; }`). */
void sx_json_to_ts(sx_text *t, const cJSON *value);

#endif
