interface Fish {
  swim(): void;
}
interface Bird {
  fly(): void;
}
function isFish(p: Fish | Bird): p is Fish {
  return (p as Fish).swim !== undefined;
}
function move(p: Fish | Bird): void {
  if (isFish(p)) {
    p.swim();
  } else {
    p.fly();
  }
}
move({ fly: () => console.log("flying") });
