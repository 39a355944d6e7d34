type Json = string | number | Json[] | { [key: string]: Json };
const list: Json[] = [1, "a"];
const obj: { [key: string]: Json } = list;
const pair: Record<string, number> = [1, 2] as [number, number];
console.log(obj, pair);
