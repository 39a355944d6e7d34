const cache = new Map<string, number>();
cache.set("key", 1);
const hit: number = cache.get("key");
console.log(hit + 1);
