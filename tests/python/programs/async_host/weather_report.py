# A weather report table from a host forecast.
import asyncio


async def report(city):
    days = await weather.forecast(city=city, days=3)
    lines = [f"{city}:"]
    for d in days:
        lines.append(f"  day {d['day']}: {d['low']:>5.1f} .. {d['high']:>5.1f} C, rain {d['rain']} mm")
    wettest = max(days, key=lambda d: d["rain"])
    lines.append(f"  wettest: day {wettest['day']}")
    return "\n".join(lines)


async def main():
    texts = await asyncio.gather(report("Paris"), report("Oslo"))
    print("\n".join(texts))


asyncio.run(main())
