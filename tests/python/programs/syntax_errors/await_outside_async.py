# await outside an async function.
import asyncio


def main():
    await asyncio.sleep(0)
