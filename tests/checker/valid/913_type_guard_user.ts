interface Cat { meow(): string }
interface Dog { bark(): string }
function isCat(p: Cat | Dog): p is Cat {
  return "meow" in p;
}
const pets: (Cat | Dog)[] = [{ meow: () => "m" }, { bark: () => "b" }];
for (const p of pets) console.log(isCat(p) ? p.meow() : p.bark());
