# Search the host's documents and summarise the hits.
import asyncio


async def main():
    hits = await search.query(q="refund policy", limit=5)
    print(f"{len(hits)} hits")
    for h in sorted(hits, key=lambda h: -h["score"]):
        print(f"  {h['score']:.0%} {h['title']} ({h['id']})")
    none = await search.query(q="xyzzy")
    print(none)


asyncio.run(main())
