# A key-value store on the host: put, get, keys.
import asyncio


async def main():
    await kv.put(key="user:1", value={"name": "Ann", "roles": ["admin"]})
    await kv.put(key="user:2", value={"name": "Bo", "roles": []})
    await kv.put(key="count", value=2)
    print(await kv.keys())
    u = await kv.get(key="user:1")
    print(u["name"], u["roles"], await kv.get(key="missing"))
    n = await kv.get(key="count")
    await kv.put(key="count", value=n + 1)
    print(await kv.get(key="count"))


asyncio.run(main())
