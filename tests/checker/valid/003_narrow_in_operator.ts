interface Cat {
  meow(): string;
}
interface Dog {
  bark(): string;
}
function speak(pet: Cat | Dog): string {
  if ("meow" in pet) {
    return pet.meow();
  }
  return pet.bark();
}
console.log(speak({ bark: () => "woof" }));
