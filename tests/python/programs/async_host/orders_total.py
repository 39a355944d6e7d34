# Await a host function and total a customer's orders.
import asyncio


async def main():
    rows = await orders.list(customer="acme")
    print(len(rows), "orders")
    for r in rows:
        print(f"  #{r['id']} {r['status']:<10}{r['total']:>8.2f}")
    open_total = sum(r["total"] for r in rows if r["status"] != "cancelled")
    print(f"total (not cancelled): {open_total:.2f}")


asyncio.run(main())
