/* host_tools.c - example: your functions as tools of the model's code, without handing it a credential (host functions on the C API). */
/*
 * The C twin of examples/typescript/host_tools.ts and examples/python/host_tools.py, with the
 * same output (tests/examples/host_tools.expected). The host keeps the data and the API token;
 * the guest gets an `orders` object whose async methods call back into the host.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "secexec.h"

/* The host's side: the data and the credential stay here. */
static const char API_TOKEN[] = "sk-live-never-shown-to-the-guest";
typedef struct order {
    int id;
    const char *customer;
    double total;
} order;
static const order ORDERS[] = {{1, "acme", 120.5}, {2, "globex", 80}, {3, "acme", 42.25}};
enum { NORDERS = sizeof ORDERS / sizeof ORDERS[0] };

static cJSON *order_json(const order *o) {
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "id", o->id);
    cJSON_AddStringToObject(j, "customer", o->customer);
    cJSON_AddNumberToObject(j, "total", o->total);
    return j;
}

static void resolve(secexec_host_call *call, cJSON *value) {
    char *text = cJSON_PrintUnformatted(value);
    secexec_host_call_resolve(call, text);
    free(text);
    cJSON_Delete(value);
}

/* orders.list({ customer }): the input was checked against the schema before this is called. */
static void orders_list(void *token, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn;
    if (strcmp(token, API_TOKEN) != 0) return secexec_host_call_reject(call, "401 unauthorized");
    cJSON *in = cJSON_Parse(input), *rows = cJSON_CreateArray();
    const char *customer = cJSON_GetObjectItem(in, "customer")->valuestring;
    for (int i = 0; i < NORDERS; i++)
        if (strcmp(ORDERS[i].customer, customer) == 0) cJSON_AddItemToArray(rows, order_json(&ORDERS[i]));
    cJSON_Delete(in);
    resolve(call, rows);
}

/* orders.get({ id }): a missing order rejects the guest's promise. */
static void orders_get(void *token, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn;
    if (strcmp(token, API_TOKEN) != 0) return secexec_host_call_reject(call, "401 unauthorized");
    cJSON *in = cJSON_Parse(input);
    int id = cJSON_GetObjectItem(in, "id")->valueint;
    cJSON_Delete(in);
    for (int i = 0; i < NORDERS; i++)
        if (ORDERS[i].id == id) return resolve(call, order_json(&ORDERS[i]));
    char msg[64];
    snprintf(msg, sizeof msg, "order %d does not exist", id);
    secexec_host_call_reject(call, msg);
}

int main(void) {
    char *token = (char *)API_TOKEN; /* handed to the handlers, never to the guest */
    const secexec_host_function functions[] = {
        {.name = "list",
         .description = "List a customer's orders.",
         .input_schema =
             "{\"type\":\"object\",\"properties\":{\"customer\":{\"type\":\"string\"}},\"required\":[\"customer\"]}",
         .handler = orders_list,
         .user_data = token},
        {.name = "get",
         .description = "Get one order by id.",
         .input_schema = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]}",
         .handler = orders_get,
         .user_data = token},
    };
    const secexec_host_collection orders = {"orders", "The shop's orders.", functions, 2};

    /* What the model is shown, so it writes typed calls. */
    char *decls = secexec_declarations(&orders, 1, NULL);
    puts(decls);
    free(decls);

    /* Code the model might write, and what each run gives back. */
    const char *attempts[] = {
        "(async () => { const rows = await orders.list({ customer: 'acme' }) as { total: number }[]; return "
        "rows.reduce((s, o) => s + o.total, 0); })()",
        "orders.get({ id: 99 }).catch((e) => String(e))",
        "orders.list({ customer: 42 } as any)",
        "Object.keys(orders)",
    };
    for (size_t i = 0; i < sizeof attempts / sizeof *attempts; i++) {
        secexec_options opts;
        secexec_options_init(&opts);
        opts.host_collections = &orders;
        opts.host_collection_count = 1;
        opts.timeout_ms = 5000;
        secexec_result *r = secexec_evaluate(attempts[i], &opts);
        cJSON *answer = cJSON_CreateObject();
        cJSON_AddStringToObject(answer, "outcome", secexec_outcome_string(r->outcome));
        if (r->outcome == SECEXEC_SUCCEEDED) {
            cJSON_AddItemToObject(answer, "value", cJSON_Parse(r->has_value ? r->value_json : "null"));
        } else {
            char error[512];
            snprintf(error, sizeof error, "%s: %s", r->error.name, r->error.message);
            cJSON_AddStringToObject(answer, "error", error);
        }
        char *text = cJSON_PrintUnformatted(answer);
        puts(text);
        free(text);
        cJSON_Delete(answer);
        secexec_result_free(r);
    }
    return 0;
}
