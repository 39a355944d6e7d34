let n = 0;
n += "1";
