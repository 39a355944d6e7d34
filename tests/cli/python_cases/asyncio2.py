# asyncio: custom awaitables, Future, ensure_future, async methods, gather errors, run's checks.
import asyncio


class Wait:
    def __await__(self):
        yield
        return "custom"


async def gen_like():
    return 7


async def main():
    print(await Wait())
    t = asyncio.ensure_future(gen_like())
    print(await t)
    f = asyncio.Future()
    async def setter():
        await asyncio.sleep(0)
        f.set_result("set")
    asyncio.create_task(setter())
    print(await f)
    try:
        f.set_result(1)
    except asyncio.InvalidStateError as e:
        print("invalid:", e)
    try:
        await asyncio.gather(1)
    except TypeError as e:
        print("TE")
    r = await asyncio.gather(*[gen_like() for _ in range(3)])
    print(r, sum(r))


asyncio.run(main())


class Svc:
    def __init__(self, k):
        self.k = k

    async def get(self, x):
        await asyncio.sleep(0)
        return self.k * x


async def main2():
    s = Svc(3)
    print(await s.get(2), await asyncio.gather(s.get(1), s.get(5)))


asyncio.run(main2())
try:
    asyncio.run(5)
except ValueError as e:
    print(e)
print(asyncio.run(gen_like()))
