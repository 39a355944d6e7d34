interface Row {
  id: number;
  name: string;
}
function clone(r: Row): Row {
  return { id: 0, ...r };
}
