const DAYS: readonly string[] = ["mon", "tue"];
function addDay(day: string): void {
  DAYS.push(day);
}
addDay("wed");
