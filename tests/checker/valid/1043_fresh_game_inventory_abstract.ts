enum Rarity { Common = 1, Rare = 3, Epic = 5 }

interface Stats { atk: number; def: number; hp: number }
type Slot = "head" | "body" | "weapon";

abstract class Item {
  constructor(readonly name: string, readonly rarity: Rarity, readonly weight: number) {}
  abstract describe(): string;
  get value(): number { return this.rarity * 10 + Math.round(this.weight); }
}

class Equipment extends Item {
  constructor(name: string, rarity: Rarity, weight: number, readonly slot: Slot, readonly bonus: Partial<Stats>) {
    super(name, rarity, weight);
  }
  describe() {
    const parts = (Object.keys(this.bonus) as (keyof Stats)[]).map((k) => `${k}+${this.bonus[k]}`);
    return `${this.name} [${Rarity[this.rarity]} ${this.slot}] ${parts.join(" ")}`;
  }
}

class Potion extends Item {
  constructor(name: string, readonly heal: number, public charges = 1) {
    super(name, Rarity.Common, 0.5);
  }
  describe() { return `${this.name} (+${this.heal}hp x${this.charges})`; }
}

class Hero {
  private base: Stats = { atk: 5, def: 3, hp: 30 };
  private equipped = new Map<Slot, Equipment>();
  private bag: Item[] = [];
  hp = 30;
  constructor(readonly name: string, private maxWeight = 20) {}

  get load() { return this.bag.reduce((w, i) => w + i.weight, 0) + [...this.equipped.values()].reduce((w, e) => w + e.weight, 0); }
  get stats(): Stats {
    const s = { ...this.base };
    for (const e of this.equipped.values()) for (const [k, v] of Object.entries(e.bonus) as [keyof Stats, number][]) s[k] += v;
    return s;
  }

  pick(item: Item): boolean {
    if (this.load + item.weight > this.maxWeight) return false;
    this.bag.push(item);
    return true;
  }

  equip(name: string): Equipment | undefined {
    const idx = this.bag.findIndex((i): i is Equipment => i instanceof Equipment && i.name === name);
    if (idx < 0) return undefined;
    const [item] = this.bag.splice(idx, 1) as [Equipment];
    const old = this.equipped.get(item.slot);
    if (old) this.bag.push(old);
    this.equipped.set(item.slot, item);
    return old;
  }

  drink(): number {
    const p = this.bag.find((i): i is Potion => i instanceof Potion && i.charges > 0);
    if (!p) return 0;
    p.charges--;
    const before = this.hp;
    this.hp = Math.min(this.stats.hp, this.hp + p.heal);
    if (p.charges === 0) this.bag = this.bag.filter((i) => i !== p);
    return this.hp - before;
  }

  inventory(): string[] {
    return [...this.bag].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name)).map((i) => i.describe());
  }
}

const h = new Hero("Ayla");
const loot: Item[] = [
  new Equipment("Iron Helm", Rarity.Common, 3, "head", { def: 2 }),
  new Equipment("Dragon Mail", Rarity.Epic, 12, "body", { def: 8, hp: 20 }),
  new Equipment("Short Sword", Rarity.Common, 4, "weapon", { atk: 3 }),
  new Equipment("Moon Blade", Rarity.Rare, 5, "weapon", { atk: 7, def: 1 }),
  new Potion("Small Potion", 10, 2),
];
console.log(loot.map((i) => (h.pick(i) ? "+" : "-") + i.name).join(" "), h.load);
h.equip("Short Sword");
h.equip("Iron Helm");
console.log(h.stats, h.equip("Nope"));
h.hp = 12;
console.log(h.drink(), h.drink(), h.drink(), h.hp);
console.log(h.inventory());
console.log(loot.filter((i) => i.rarity >= Rarity.Rare).map((i) => `${i.name}:${i.value}`));
