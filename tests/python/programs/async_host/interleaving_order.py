# The order coroutines run in under gather with sleep(0) hand-offs.
import asyncio


async def worker(name, steps):
    for i in range(steps):
        print(f"{name} step {i}")
        await asyncio.sleep(0)
    return name


async def main():
    done = await asyncio.gather(worker("a", 3), worker("b", 2), worker("c", 1))
    print(done)


asyncio.run(main())
