enum Status { Active = "active", Disabled = "disabled" }
interface Account { id: number; status: Status }
const accts: Account[] = [{ id: 1, status: Status.Active }, { id: 2, status: Status.Disabled }];
const active = accts.filter((a) => a.status === Status.Active);
console.log(active.length, Status.Disabled.toUpperCase());
