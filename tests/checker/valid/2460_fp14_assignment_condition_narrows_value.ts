// `if (flag = x instanceof C)`: the assigned value is tested too (tsc narrows by the right side,
// then by the target's truthiness).
class Cat {
  meow(): string {
    return "meow";
  }
}
class Widget {
  private isCat = false;
  private sound = "";
  constructor(pet: Cat | string) {
    if ((this.isCat = pet instanceof Cat)) {
      this.sound = pet.meow();
    }
  }
  describe(): string {
    return this.isCat ? this.sound : "quiet";
  }
}
function first(name: string | null): number {
  let copy: string | null;
  if ((copy = name)) return name.length + copy.length;
  return 0;
}
console.log(new Widget(new Cat()).describe(), new Widget("x").describe(), first("ab"), first(null));
