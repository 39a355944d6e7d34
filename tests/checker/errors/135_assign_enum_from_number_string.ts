enum Priority {
  Low = "low",
  High = "high",
}
const p: Priority = "low";
