const cache = new Map<string, number>();
const hit: number = cache.get("key");
