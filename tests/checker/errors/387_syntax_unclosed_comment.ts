/* compute the totals
const total = 1;
