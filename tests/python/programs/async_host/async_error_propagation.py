# An exception inside a coroutine propagates through await and gather.
import asyncio


class Invalid(Exception):
    pass


async def check(order_id):
    o = await orders.get(id=order_id)
    if o["status"] == "cancelled":
        raise Invalid(f"order {order_id} is cancelled")
    return o["id"]


async def main():
    for oid in [1, 4]:
        try:
            print("valid", await check(oid))
        except Invalid as e:
            print("invalid:", e)
    try:
        await asyncio.gather(check(2), check(4))
    except Invalid as e:
        print("gather raised:", e)


asyncio.run(main())
