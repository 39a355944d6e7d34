# asyncio.create_task runs tasks concurrently; awaiting collects them.
import asyncio


async def fetch_total(customer):
    rows = await orders.list(customer=customer)
    return customer, round(sum(r["total"] for r in rows), 2)


async def main():
    tasks = [asyncio.create_task(fetch_total(c)) for c in ["initech", "acme", "globex"]]
    for t in tasks:
        c, total = await t
        print(f"{c:<8}{total:>8.2f}")


asyncio.run(main())
