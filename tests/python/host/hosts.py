# hosts.py - the host functions of tests/python/host/host.json, in plain Python: one implementation
# that plays the host for CPython (through sitecustomize.py) and for secexec (tests/python/run
# answers the `secexec serve` host.call requests with it), so both see the same answers.
import copy
import json
import os

_HERE = os.path.dirname(os.path.abspath(__file__))

ORDERS = [
    {"id": 1, "customer": "acme", "total": 120.5, "items": ["bolt", "nut"], "status": "shipped"},
    {"id": 2, "customer": "acme", "total": 80, "items": ["gear"], "status": "open"},
    {"id": 3, "customer": "globex", "total": 42.25, "items": ["nut", "nut", "washer"], "status": "open"},
    {"id": 4, "customer": "acme", "total": 310, "items": ["motor"], "status": "cancelled"},
    {"id": 5, "customer": "initech", "total": 15.75, "items": ["washer"], "status": "shipped"},
]
STOCK = {"bolt": 140, "nut": 12, "gear": 0, "motor": 3, "washer": 58}
FORECASTS = {
    "Paris": [{"day": 1, "high": 18.5, "low": 9, "rain": 0.2}, {"day": 2, "high": 21, "low": 11.5, "rain": 0},
              {"day": 3, "high": 16, "low": 8, "rain": 4.5}],
    "Oslo": [{"day": 1, "high": 7, "low": -2.5, "rain": 1.25}, {"day": 2, "high": 5.5, "low": -4, "rain": 0},
             {"day": 3, "high": 9, "low": 0, "rain": 0.75}],
}
DOCS = [
    {"id": "d1", "title": "Refund policy", "score": 0.91},
    {"id": "d2", "title": "Shipping times", "score": 0.77},
    {"id": "d3", "title": "Refunds for damaged goods", "score": 0.64},
    {"id": "d4", "title": "Warranty", "score": 0.35},
]


class HostError(Exception):
    """A host function's failure: the guest's awaitable raises with this message."""


def spec():
    """The hostFunctions array of the protocol (host.json)."""
    with open(os.path.join(_HERE, "host.json")) as f:
        return json.load(f)


class Host:
    """One run's host: state (kv, reservations) starts empty for every program."""

    def __init__(self):
        self.store = {}
        self.reserved = {}

    def call(self, collection, function, args):
        """Answer one call; the answer is JSON (copied through JSON, as the protocol does)."""
        method = getattr(self, f"{collection}_{function}", None)
        if method is None:
            raise HostError(f"no such host function: {collection}.{function}")
        return json.loads(json.dumps(method(**args)))

    def orders_list(self, customer):
        return [copy.deepcopy(o) for o in ORDERS if o["customer"] == customer]

    def orders_get(self, id):
        for o in ORDERS:
            if o["id"] == id:
                return copy.deepcopy(o)
        raise HostError(f"no such order: {id}")

    def inventory_stock(self, sku):
        if sku not in STOCK:
            raise HostError(f"unknown sku: {sku}")
        return STOCK[sku] - self.reserved.get(sku, 0)

    def inventory_reserve(self, sku, qty):
        left = self.inventory_stock(sku)
        if qty > left:
            raise HostError(f"only {left} of {sku} left")
        self.reserved[sku] = self.reserved.get(sku, 0) + qty
        return {"sku": sku, "reserved": qty, "left": left - qty}

    def weather_forecast(self, city, days=3):
        if city not in FORECASTS:
            raise HostError(f"unknown city: {city}")
        return FORECASTS[city][:days]

    def kv_get(self, key):
        return self.store.get(key)

    def kv_put(self, key, value):
        self.store[key] = value
        return True

    def kv_keys(self):
        return sorted(self.store)

    def search_query(self, q, limit=10):
        words = q.lower().split()
        hits = [d for d in DOCS if any(w in d["title"].lower() for w in words)]
        return hits[:limit]
