type Weekday = "mon" | "tue";
const hours: Record<Weekday, number> = { mon: 8, tue: 7, wed: 6 };
const total = hours.mon + hours.tue;
console.log(total);
