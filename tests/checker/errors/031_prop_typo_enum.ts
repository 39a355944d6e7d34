enum Status {
  Active = "active",
  Inactive = "inactive",
}
function isOn(s: Status): boolean {
  return s === Status.active;
}
