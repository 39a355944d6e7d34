# async def, await, asyncio.run/gather/sleep/create_task: CPython's order of execution.
import asyncio


async def worker(name, steps):
    for i in range(steps):
        print(f"{name} step {i}")
        await asyncio.sleep(0)
    return name.upper()


async def fail(msg):
    await asyncio.sleep(0)
    raise ValueError(msg)


async def later(delay, value):
    await asyncio.sleep(delay)
    print("woke", value)
    return value


def gen():
    yield 1
    return "gen done"


def outer():
    r = yield from gen()
    print("yield from gave", r)


async def main():
    print(await worker("solo", 2))
    print(await asyncio.gather(worker("a", 3), worker("b", 1), worker("c", 2)))
    t = asyncio.create_task(worker("t", 2))
    print("task created")
    print(await t, t.done())
    try:
        await asyncio.gather(worker("x", 2), fail("boom"))
    except ValueError as e:
        print("caught", e)
    print(await asyncio.gather(fail("kept"), worker("y", 1), return_exceptions=True))
    print(await asyncio.gather(later(0.2, "slow"), later(0.1, "fast")))
    print(await asyncio.gather())
    coro = worker("lazy", 1)
    print("not started yet")
    print(await coro)
    try:
        await 5
    except TypeError as e:
        print(e)
    return "main done"


print(list(outer()))
print(asyncio.run(main()))
