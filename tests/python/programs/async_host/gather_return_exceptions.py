# gather(return_exceptions=True) collects failures beside results.
import asyncio


async def main():
    results = await asyncio.gather(inventory.stock(sku="bolt"), inventory.stock(sku="unobtainium"),
                                   orders.get(id=1), return_exceptions=True)
    for r in results:
        if isinstance(r, Exception):
            print("error:", r)
        else:
            print("ok:", r if not isinstance(r, dict) else r["id"])


asyncio.run(main())
