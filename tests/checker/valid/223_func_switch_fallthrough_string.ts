function daysIn(month: string): number {
  switch (month.toLowerCase()) {
    case "feb":
      return 28;
    case "apr":
    case "jun":
    case "sep":
    case "nov":
      return 30;
    default:
      return 31;
  }
}
console.log(daysIn("Jun"), daysIn("jan"));
