/* run_code_tools.c - example: the `run_code` tool with host functions (an `orders` collection served from a C array). */
/*
 * The agent gives the model one tool, run_code(source). The model's TypeScript can call the
 * host functions it was shown in the generated declarations - here `orders.list` and
 * `orders.get` - and nothing else of the host. Build and run:
 *     cmake --build build && build/examples/example_run_code_tools
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "secexec.h"

/* The host's data: in a real agent, a database or an API the host holds the credentials for. */
typedef struct order {
    int id;
    const char *customer;
    double total;
} order;

static const order ORDERS[] = {
    {1, "acme", 120.5}, {2, "globex", 80.0}, {3, "acme", 42.25}, {4, "initech", 300.0}, {5, "acme", 9.75},
};
enum { NORDERS = sizeof ORDERS / sizeof ORDERS[0] };

static cJSON *order_json(const order *o) {
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "id", o->id);
    cJSON_AddStringToObject(j, "customer", o->customer);
    cJSON_AddNumberToObject(j, "total", o->total);
    return j;
}

/* Answer a host call with a cJSON value (consumed). */
static void answer(secexec_host_call *call, cJSON *value) {
    char *text = cJSON_PrintUnformatted(value);
    secexec_host_call_resolve(call, text);
    free(text);
    cJSON_Delete(value);
}

/* orders.list({ customer, limit? }): the input was validated against the schema already. */
static void orders_list(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn;
    cJSON *in = cJSON_Parse(input);
    const char *customer = cJSON_GetObjectItem(in, "customer")->valuestring;
    const cJSON *limit = cJSON_GetObjectItem(in, "limit");
    int max = limit ? limit->valueint : NORDERS;
    cJSON *rows = cJSON_CreateArray();
    for (int i = 0; i < NORDERS && cJSON_GetArraySize(rows) < max; i++)
        if (strcmp(ORDERS[i].customer, customer) == 0) cJSON_AddItemToArray(rows, order_json(&ORDERS[i]));
    cJSON_Delete(in);
    answer(call, rows);
}

/* orders.get({ id }): a missing order is an error the guest can catch. */
static void orders_get(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn;
    cJSON *in = cJSON_Parse(input);
    int id = cJSON_GetObjectItem(in, "id")->valueint;
    cJSON_Delete(in);
    for (int i = 0; i < NORDERS; i++)
        if (ORDERS[i].id == id) {
            answer(call, order_json(&ORDERS[i]));
            return;
        }
    char msg[64];
    snprintf(msg, sizeof msg, "order %d does not exist", id);
    secexec_host_call_reject(call, msg);
}

static const secexec_host_function ORDER_FUNCTIONS[] = {
    {"list", "List a customer's orders, oldest first.",
     "{\"type\":\"object\",\"properties\":{\"customer\":{\"type\":\"string\",\"minLength\":1},"
     "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"customer\"],"
     "\"additionalProperties\":false}",
     orders_list, NULL, NULL, false},
    {"get", "Get one order by id.",
     "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"],"
     "\"additionalProperties\":false}",
     orders_get, NULL, NULL, false},
};
static const secexec_host_collection COLLECTIONS[] = {
    {"orders", "The shop's orders.", ORDER_FUNCTIONS, 2},
};

/* Type-check the model's code against the declarations it was shown; print tsc's lines and
 * return true when there are errors (the code is then not run: the model fixes it first). */
static bool has_type_errors(const char *source, const char *declarations) {
    secexec_check_options co;
    secexec_check_options_init(&co);
    co.declarations = declarations;
    secexec_check_result *c = secexec_check(source, &co);
    bool errors = c != NULL && c->has_errors;
    if (errors) { /* tsc's lines as one JSON string */
        cJSON *lines = cJSON_CreateString(secexec_check_result_format(c));
        char *json = cJSON_PrintUnformatted(lines);
        printf("{ ok: false, error: { code: 'type_errors', diagnostics: %s } }\n\n", json ? json : "null");
        free(json);
        cJSON_Delete(lines);
    }
    secexec_check_result_free(c);
    return errors;
}

/* The tool: check first, then evaluate the model's code with the collections and tight limits. */
static void run_code(const char *source, const char *declarations) {
    printf("// run_code(%s)\n", source);
    if (has_type_errors(source, declarations)) return;
    secexec_options opts;
    secexec_options_init(&opts);
    opts.timeout_ms = 2000;
    opts.max_instructions = 10000000;
    opts.host_collections = COLLECTIONS;
    opts.host_collection_count = 1;
    opts.host_call_timeout_ms = 1000;
    opts.max_host_calls = 50;
    secexec_result *r = secexec_evaluate(source, &opts);
    if (r == NULL) puts("{ ok: false, error: 'host out of memory' }");
    else if (r->outcome == SECEXEC_SUCCEEDED)
        printf("{ ok: true, value: %s }\n\n", r->has_value ? r->value_json : "undefined");
    else
        printf("{ ok: false, error: { code: '%s', name: '%s', message: '%s' } }\n\n", r->error.code_str, r->error.name,
               r->error.message);
    secexec_result_free(r);
}

int main(void) {
    /* What the model is shown: generated from the schemas, never written by hand. */
    /* What the model is shown (and the checker checks against): generated from the schemas,
     * never written by hand. Results are Promise<unknown>: the model states what it expects. */
    char *decls = secexec_declarations(COLLECTIONS, 1, NULL);
    printf("// declarations shown to the model:\n%s\n", decls ? decls : "");

    run_code("(async () => { const rows = await orders.list({ customer: 'acme' }) as { total: number }[]; "
             "return rows.reduce((sum, o) => sum + o.total, 0); })()",
             decls);
    run_code("(async () => { const rows = await orders.list({ customer: 'acme' }); return rows.length; })()",
             decls);                                         /* unknown used unchecked: tsc's TS18046 */
    run_code("orders.list({ customer: 42 })", decls);        /* the checker sees the schema's type */
    run_code("orders.list({ customer: 42 } as any)", decls); /* ...and the host's schema check still holds */
    run_code("orders.get({ id: 99 })", decls);               /* the handler's error */
    run_code("(orders.list as any).constructor.constructor('return process')()", decls); /* nothing to reach */
    free(decls);
    return 0;
}
