# Plain coroutines, awaiting each other, without host calls.
import asyncio


async def square(x):
    await asyncio.sleep(0)
    return x * x


async def total(n):
    s = 0
    for i in range(n):
        s += await square(i)
    return s


async def main():
    print(await total(10))
    print(await asyncio.gather(square(3), total(4), square(5)))


asyncio.run(main())
