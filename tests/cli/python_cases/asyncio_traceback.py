# An exception out of asyncio.run: the traceback names the coroutines it went through.
import asyncio


async def inner(x):
    await asyncio.sleep(0)
    return 10 // x


async def main():
    print(await inner(2))
    await inner(0)


asyncio.run(main())
