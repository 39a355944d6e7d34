# asyncio.gather over many host calls keeps the argument order.
import asyncio


async def main():
    skus = ["bolt", "nut", "gear", "motor", "washer"]
    levels = await asyncio.gather(*(inventory.stock(sku=s) for s in skus))
    for s, n in zip(skus, levels):
        flag = "OUT" if n == 0 else "low" if n < 20 else ""
        print(f"{s:<8}{n:>5} {flag}")
    print("total units", sum(levels))


asyncio.run(main())
