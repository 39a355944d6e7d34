# Dataclass records in a pipeline: parse, filter, aggregate, report.
from dataclasses import dataclass


@dataclass
class Txn:
    id: int
    account: str
    amount: float
    kind: str


raw = ["1,acc1,100.0,credit", "2,acc2,50.5,debit", "3,acc1,25.25,debit", "4,acc3,10,credit", "5,acc2,200,credit"]
txns = [Txn(int(i), a, float(m), k) for i, a, m, k in (r.split(",") for r in raw)]
balances = {}
for t in txns:
    balances[t.account] = balances.get(t.account, 0) + (t.amount if t.kind == "credit" else -t.amount)
for acc, bal in sorted(balances.items()):
    print(f"{acc}: {bal:>8.2f}")
print([t for t in txns if t.amount > 60])
