const WEEKDAYS: readonly string[] = ["mon", "tue", "wed"];
function sortInPlace(xs: string[]): void {
  xs.sort();
}
const copy: string[] = WEEKDAYS;
sortInPlace(copy);
