const rows = [1, 2, 3];
consol.log(rows);
