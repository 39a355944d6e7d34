/* network.c - the network permission of a machine: an allow-list of origins and a host fetch capability. */
#include "api/network.h"

#include <cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Denied by default: without the permission the guest has no `fetch` at all. With it, `fetch` is
 * guest code (the prelude below) over a hidden host collection `__secexec_network` whose one
 * function goes to the host's capability; the prelude keeps that function in a closure and the
 * global is removed right after it ran (api/secexec.c), so the guest reaches the capability only through `fetch`. The allow-list is
 * checked twice: by `fetch` (for node's TypeError) and here in C before the host is called (the
 * guest could tamper with its own copy of the list, never with this one).
 */

struct sx_network {
    char **allow;
    size_t nallow;
    secexec_host_handler fetch;
    void *user_data;
    secexec_host_function fn;
    secexec_host_collection coll;
    char *prelude;
};

/* "https://Api.Example.com:443/x" -> "https://api.example.com" into out; false: not a URL. */
static bool origin_of(const char *url, char *out, size_t size) {
    const char *sep = strstr(url, "://");
    if (sep == NULL || sep == url) return false;
    size_t slen = (size_t)(sep - url);
    const char *host = sep + 3, *end = host + strcspn(host, "/?#");
    if (end == host || slen + 3 + (size_t)(end - host) >= size) return false;
    size_t n = 0;
    for (size_t i = 0; i < slen; i++) {
        if (!isalnum((unsigned char)url[i]) && !strchr("+.-", url[i])) return false;
        out[n++] = (char)tolower((unsigned char)url[i]);
    }
    memcpy(out + n, "://", 3);
    n += 3;
    for (const char *p = host; p < end; p++) {
        if (*p == '@') return false; /* credentials in the URL: refused */
        out[n++] = (char)tolower((unsigned char)*p);
    }
    out[n] = 0;
    size_t len = strlen(out);
    if (strncmp(out, "https://", 8) == 0 && len > 4 && strcmp(out + len - 4, ":443") == 0) out[len - 4] = 0;
    if (strncmp(out, "http://", 7) == 0 && len > 3 && strcmp(out + len - 3, ":80") == 0) out[len - 3] = 0;
    return true;
}

static bool allowed(const sx_network *n, const char *url) {
    char o[512];
    if (!origin_of(url, o, sizeof o)) return false;
    for (size_t i = 0; i < n->nallow; i++)
        if (strcmp(n->allow[i], o) == 0) return true;
    return false;
}

/* The hidden host function: the allow-list again, then the host's capability. */
static void network_fetch(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn;
    sx_network *n = ud;
    cJSON *req = cJSON_Parse(input);
    const cJSON *url = cJSON_GetObjectItemCaseSensitive(req, "url");
    bool ok = cJSON_IsString(url) && allowed(n, url->valuestring);
    cJSON_Delete(req);
    if (!ok) secexec_host_call_reject(call, "the VM's network permission does not allow this origin");
    else if (n->fetch == NULL) secexec_host_call_reject(call, "the host gave no fetch capability");
    else n->fetch(n->user_data, "fetch", "fetch", input, call);
}

static const char prelude_fmt[] =
    "(() => {\n"
    "  const net = (globalThis as any).__secexec_network;\n"
    "  const allow: string[] = %s;\n"
    "  const originOf = (url: string) => {\n"
    "    const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):\\/\\/([^\\/?#]+)/.exec(url);\n"
    "    if (m === null || m[2].includes('@')) return null;\n"
    "    let o = m[1].toLowerCase() + '://' + m[2].toLowerCase();\n"
    "    if (o.startsWith('https://') && o.endsWith(':443')) o = o.slice(0, -4);\n"
    "    if (o.startsWith('http://') && o.endsWith(':80')) o = o.slice(0, -3);\n"
    "    return o;\n"
    "  };\n"
    "  const lower = (h: any) => { const out: any = {}; for (const k of Object.keys(h ?? {})) out[k.toLowerCase()] = "
    "String(h[k]); return out; };\n"
    "  const fetch = async (input: any, init?: any) => {\n"
    "    const url = String(input);\n"
    "    const origin = originOf(url);\n"
    "    if (origin === null) throw new TypeError('Failed to parse URL from ' + url);\n"
    "    if (!allow.includes(origin))\n"
    "      throw new TypeError('fetch failed: ' + origin + \" is not allowed by the VM's network permission \" +\n"
    "        '(permissions.network.allow: ' + (allow.length ? allow.join(', ') : 'none') + ')');\n"
    "    const body = init?.body === undefined || init?.body === null ? null : String(init.body);\n"
    "    let r: any;\n"
    "    try { r = await net.fetch({ url, method: String(init?.method ?? 'GET').toUpperCase(), headers: "
    "lower(init?.headers), body }); }\n"
    "    catch (e: any) { throw new TypeError('fetch failed: ' + e.message); }\n"
    "    const headers = lower(r?.headers);\n"
    "    const text = r?.body === undefined || r?.body === null ? '' : String(r.body);\n"
    "    const status = Number(r?.status ?? 200);\n"
    "    return { status, statusText: String(r?.statusText ?? ''), ok: status >= 200 && status < 300, url,\n"
    "      headers: { get: (k: string) => headers[String(k).toLowerCase()] ?? null, has: (k: string) => "
    "String(k).toLowerCase() in headers },\n"
    "      text: async () => text, json: async () => JSON.parse(text) };\n"
    "  };\n"
    "  Object.defineProperty(globalThis, 'fetch', { value: fetch, writable: true, configurable: true, enumerable: "
    "false "
    "});\n"
    "})();\n";

sx_network *sx_network_new(const secexec_network_permission *p) {
    sx_network *n = calloc(1, sizeof *n);
    if (n == NULL) return NULL;
    n->fetch = p->fetch;
    n->user_data = p->user_data;
    n->allow = calloc(p->allow_count ? p->allow_count : 1, sizeof *n->allow);
    cJSON *list = cJSON_CreateArray();
    bool ok = n->allow != NULL && list != NULL;
    for (size_t i = 0; ok && i < p->allow_count; i++) {
        char o[512];
        ok = p->allow[i] != NULL && origin_of(p->allow[i], o, sizeof o) && (n->allow[i] = strdup(o)) != NULL;
        if (ok) n->nallow++, cJSON_AddItemToArray(list, cJSON_CreateString(o));
    }
    char *json = ok ? cJSON_PrintUnformatted(list) : NULL;
    cJSON_Delete(list);
    if (json != NULL) {
        size_t size = sizeof prelude_fmt + strlen(json);
        if ((n->prelude = malloc(size)) != NULL) snprintf(n->prelude, size, prelude_fmt, json);
    }
    free(json);
    if (n->prelude == NULL) {
        sx_network_free(n);
        return NULL;
    }
    n->fn = (secexec_host_function){
        "fetch", "A request through the host's fetch capability.", NULL, network_fetch, n, NULL, false};
    n->coll = (secexec_host_collection){"__secexec_network", NULL, &n->fn, 1};
    return n;
}

void sx_network_free(sx_network *n) {
    if (n == NULL) return;
    for (size_t i = 0; i < n->nallow; i++) free(n->allow[i]);
    free(n->allow);
    free(n->prelude);
    free(n);
}

const secexec_host_collection *sx_network_collection(const sx_network *n) { return &n->coll; }
const char *sx_network_prelude(const sx_network *n) { return n ? n->prelude : NULL; }

const char *sx_network_declarations(void) {
    return "declare function fetch(input: string, init?: { method?: string; headers?: Record<string, string>; body?: "
           "string | null; }): Promise<{ status: number; statusText: string; ok: boolean; url: string; headers: { "
           "get(name: string): string | null; has(name: string): boolean; }; text(): Promise<string>; json(): "
           "Promise<any>; }>;\n";
}
