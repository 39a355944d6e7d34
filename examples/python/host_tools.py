"""host_tools.py - example: your functions as tools of the model's code, without handing it a credential (host functions from plain callables).

Run: tests/clients/run-examples build/secexec (prints tests/examples/host_tools.expected)
"""
import json

import secexec

# The host's side: the data and the credential stay here; the guest only gets the functions.
API_TOKEN = "sk-live-never-shown-to-the-guest"
ORDERS = [
    {"id": 1, "customer": "acme", "total": 120.5},
    {"id": 2, "customer": "globex", "total": 80},
    {"id": 3, "customer": "acme", "total": 42.25},
]


def shop_api(path: str, token: str):
    if token != API_TOKEN:
        raise PermissionError("401 unauthorized")
    kind, arg = path.split("/")
    if kind == "orders":
        return [o for o in ORDERS if o["customer"] == arg]
    for o in ORDERS:
        if o["id"] == int(arg):
            return o
    raise LookupError(f"order {arg} does not exist")


orders = secexec.host_functions(
    "orders",
    {
        "list": secexec.host_function(
            lambda i: shop_api(f"orders/{i['customer']}", API_TOKEN),
            description="List a customer's orders.",
            input_schema={"type": "object", "properties": {"customer": {"type": "string"}}, "required": ["customer"]},
        ),
        "get": secexec.host_function(
            lambda i: shop_api(f"order/{i['id']}", API_TOKEN),
            description="Get one order by id.",
            input_schema={"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]},
        ),
    },
    description="The shop's orders.",
)

# What the model is shown, so it writes typed calls.
print(secexec.declarations(host_functions=[orders]))

# Code the model might write, and what each run gives back.
attempts = [
    "(async () => { const rows = await orders.list({ customer: 'acme' }) as { total: number }[]; return rows.reduce((s, o) => s + o.total, 0); })()",
    "orders.get({ id: 99 }).catch((e) => String(e))",
    "orders.list({ customer: 42 } as any)",
    "Object.keys(orders)",
]
for source in attempts:
    r = secexec.evaluate(source, host_functions=[orders], timeout_ms=5_000)
    if r.outcome == "succeeded":
        answer = {"outcome": r.outcome, "value": r.value}
    else:
        answer = {"outcome": r.outcome, "error": f"{r.error.name}: {r.error.message}"}
    print(json.dumps(answer, separators=(",", ":"), ensure_ascii=False))
secexec.shutdown()
