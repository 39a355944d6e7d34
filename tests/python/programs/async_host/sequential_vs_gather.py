# Sequential awaits and gather give the same results.
import asyncio


async def main():
    seq = []
    for c in ["acme", "globex", "initech", "nobody"]:
        seq.append(len(await orders.list(customer=c)))
    par = await asyncio.gather(*[orders.list(customer=c) for c in ["acme", "globex", "initech", "nobody"]])
    print(seq, [len(p) for p in par], seq == [len(p) for p in par])


asyncio.run(main())
