# A host function's failure raises in the guest; the program catches it.
import asyncio


async def main():
    for oid in [3, 42, 5]:
        try:
            o = await orders.get(id=oid)
            print("order", oid, o["customer"], o["total"])
        except Exception as e:
            print("order", oid, "failed:", e)


asyncio.run(main())
