# Reserving stock until the host refuses.
import asyncio


async def main():
    for qty in [5, 5, 5]:
        try:
            r = await inventory.reserve(sku="nut", qty=qty)
            print("reserved", r["reserved"], "left", r["left"])
        except Exception as e:
            print("refused:", e)
    print("now", await inventory.stock(sku="nut"))


asyncio.run(main())
