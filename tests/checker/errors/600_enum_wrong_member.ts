enum Status { Active, Inactive, Banned }
const s: Status = Status.Deleted;
console.log(s);
