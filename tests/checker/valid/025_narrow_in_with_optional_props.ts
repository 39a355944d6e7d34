type Circle = { radius: number };
type Square = { side: number };
function size(s: Circle | Square): number {
  return "radius" in s ? s.radius * 2 : s.side;
}
console.log(size({ radius: 2 }), size({ side: 3 }));
