// Enum declaration merging: later declarations add members to the same object.
enum Color { Red, Green }
enum Color { Blue = 2, Purple }
console.log(Color, Color.Blue, Color[3]);

enum Mode { Read = "r" }
enum Mode { Write = "w" }
const modes: Mode[] = [Mode.Read, Mode.Write];
console.log(modes, Object.keys(Mode));

function scoped() {
  enum Local { A = 1 }
  enum Local { B = 10 }
  return Local;
}
console.log(scoped(), scoped() === scoped());
