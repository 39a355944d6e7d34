const totals: number[] = [0, 0, 0];
totals[1] = "5";
