# Host answers are plain dicts and lists: serialise them back to JSON.
import asyncio
import json


async def main():
    rows = await orders.list(customer="globex")
    print(json.dumps(rows))
    print(json.dumps(rows, indent=2, sort_keys=True))
    print(type(rows).__name__, type(rows[0]).__name__, type(rows[0]["total"]).__name__)


asyncio.run(main())
