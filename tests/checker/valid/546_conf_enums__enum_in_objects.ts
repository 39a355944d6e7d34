// Enum values used as object keys and in maps; keyof typeof enum.
enum Status { Active = "active", Inactive = "inactive" }
enum Pri { Low = 1, High = 3 }
const labels: Record<Status, string> = { [Status.Active]: "On", [Status.Inactive]: "Off" };
const byPri = new Map([[Pri.High, "urgent"], [Pri.Low, "later"]]);
console.log(labels, byPri, Object.keys(Status) as (keyof typeof Status)[], Pri[Pri.High]);
