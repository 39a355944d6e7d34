interface Cache { hits?: number; name: string | null }
const cache: Cache = { name: null };
cache.hits ??= 0;
cache.hits += 1;
cache.name ||= "default";
let flag = true;
flag &&= cache.hits > 0;
console.log(cache, flag);
