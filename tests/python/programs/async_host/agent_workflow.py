# A small agent workflow: look up orders, check stock, reserve, and record the outcome.
import asyncio


async def process(order):
    needs = {}
    for item in order["items"]:
        needs[item] = needs.get(item, 0) + 1
    for sku, qty in needs.items():
        try:
            await inventory.reserve(sku=sku, qty=qty)
        except Exception as e:
            return order["id"], f"blocked: {e}"
    return order["id"], "reserved " + ", ".join(f"{q}x{s}" for s, q in needs.items())


async def main():
    pending = []
    for customer in ["acme", "globex", "initech"]:
        pending += [o for o in await orders.list(customer=customer) if o["status"] == "open"]
    results = []
    for o in pending:
        results.append(await process(o))
    for oid, status in results:
        await kv.put(key=f"order:{oid}", value=status)
        print(oid, status)
    print(await kv.keys())


asyncio.run(main())
