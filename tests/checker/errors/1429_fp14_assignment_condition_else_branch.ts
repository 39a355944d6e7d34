class Cat {
  meow(): string {
    return "meow";
  }
}
function sound(pet: Cat | string): string {
  let isCat: boolean;
  if ((isCat = pet instanceof Cat)) return pet.meow();
  return pet.meow() + String(isCat);
}
console.log(sound("x"));
