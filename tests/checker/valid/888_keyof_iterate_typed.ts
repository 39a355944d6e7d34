interface Stats { hp: number; atk: number; def: number }
const base: Stats = { hp: 10, atk: 3, def: 2 };
const bonus: Stats = { hp: 5, atk: 1, def: 0 };
const keys = Object.keys(base) as (keyof Stats)[];
const sum = {} as Stats;
for (const k of keys) sum[k] = base[k] + bonus[k];
console.log(sum);
