function weekday(i: 0 | 1 | 2): string {
  let name: string;
  switch (i) {
    case 0:
      name = "Sun";
      break;
    case 1:
      name = "Mon";
      break;
    case 2:
      name = "Tue";
      break;
  }
  return name;
}
console.log(weekday(1));
