// An empty class or interface takes any object, like `{}`: no excess-property check (TS2353)
// for a fresh literal passed where it is expected.
class Marker {}
interface Options {}
function tag(m: Marker, o: Options): string {
  return `${Object.keys(m).length}/${Object.keys(o).length}`;
}
console.log(tag({ id: 1 }, { verbose: true, depth: 2 }));
