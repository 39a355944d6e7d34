type Fish = { swim: () => string };
type Bird = { fly: () => string };
function move(a: Fish | Bird): string {
  if ("swim" in a) return a.swim();
  return a.fly();
}
console.log(move({ swim: () => "splash" }), move({ fly: () => "flap" }));
