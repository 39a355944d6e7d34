enum Status {
  Draft,
  Published,
}
const label: string = Status[Status.Published];
const fromIndex = Status[0];
console.log(label, fromIndex);
