type Weekday = "mon" | "tue";
const hours: Record<Weekday, number> = { mon: 8, tue: 7, wed: 6 };
