let count: number = 0;
count = "10";
