const totalCents = 1999;
const qty: string = "3";
const each = totalCents / qty;
